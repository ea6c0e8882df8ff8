import { spawn } from "node:child_process";
import path from "node:path";
import { root } from "./paths.mjs";

/**
 * Runs a command to completion with inherited output; rejects on a non-zero exit. `held: true`
 * holds its output back and prints it in one piece when it ends (for a command running beside
 * another whose output it would otherwise interleave).
 */
export function run(command, args, { env = process.env, cwd = root, held = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: held ? ["ignore", "pipe", "pipe"] : "inherit" });
    const output = [];
    if (held) for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => output.push(chunk));
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (held) process.stdout.write(Buffer.concat(output));
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} ${args.join(" ")} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

export const bin = (name) => path.join(root, "node_modules/.bin", name);
