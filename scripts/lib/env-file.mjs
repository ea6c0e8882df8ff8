// Reads .env (if present) without overriding variables already in the environment.
import { readFileSync } from "node:fs";
import path from "node:path";

export function loadEnvFile(root) {
  const values = {};
  let text;
  try {
    text = readFileSync(path.join(root, ".env"), "utf8");
  } catch {
    return values;
  }
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/.exec(line);
    if (!match || line.trim().startsWith("#")) continue;
    let value = match[2] ?? "";
    if (/^(['"]).*\1$/.test(value)) value = value.slice(1, -1);
    if (value !== "") values[match[1]] = value;
  }
  return values;
}
