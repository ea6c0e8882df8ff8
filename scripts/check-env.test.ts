import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

describe("npm start with an invalid configuration", () => {
  // The child process loads tsx and the app's env schema: seconds on a busy machine, so the test's
  // budget matches the child's own timeout rather than Vitest's 5 s default.
  it("stops in one clear line before it generates, migrates or builds", { timeout: 70_000 }, () => {
    const result = spawnSync(process.execPath, [path.join(root, "scripts/start.mjs")], {
      cwd: root,
      env: { ...process.env, ADMIN_EMAILS: "your-email@example.com", DATABASE_URL: "postgresql://nobody@127.0.0.1:1/none", PORT: "3999" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("npm warn"));
    expect(lines).toEqual([expect.stringMatching(/^Invalid configuration .*ADMIN_EMAILS: "your-email@example.com" looks like a placeholder/)]);
    expect(result.stdout).not.toMatch(/Prisma|migration|next build/i);
  });
});
