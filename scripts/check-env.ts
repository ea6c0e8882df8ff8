// `npm start` runs this before it generates, migrates or builds: a misconfiguration stops the start
// with one line naming every variable at fault, not with a stack trace from inside `next build`.
import { EnvError, parseEnv } from "../lib/env";

try {
  parseEnv(process.env);
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(`Invalid configuration (.env or environment): ${error.problems.join("; ")}. See .env.example.`);
  process.exit(1);
}
