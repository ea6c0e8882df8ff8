import { env, EnvError } from "@/lib/env";
import { log } from "@/lib/log/logger";

export function validateEnvironmentOrExit(): void {
  try {
    env();
  } catch (error) {
    if (error instanceof EnvError) {
      log().fatal({ problems: error.problems }, error.message);
      process.exit(1);
    }
    throw error;
  }
}
