import { spawn } from "node:child_process";
import path from "node:path";
import { root } from "./paths.mjs";

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(command, args, { env = process.env, cwd = root } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} ${args.join(" ")} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

export const bin = (name) => path.join(root, "node_modules/.bin", name);
