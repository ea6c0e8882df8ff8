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

  it("refuses a public deployment that does not know where client addresses come from", { timeout: 70_000 }, () => {
    const { TRUST_PROXY: _proxy, VERCEL: _vercel, NODE_ENV: _mode, ...inherited } = process.env;
    const env = {
      ...inherited,
      SITE_URL: "https://shop.atomic.example",
      STRIPE_SECRET_KEY: "sk_live_123",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      RESEND_API_KEY: "re_123",
      EMAIL_FROM: "shop@atomic.example",
      DATABASE_URL: "postgresql://nobody@127.0.0.1:1/none",
      PORT: "3999",
      // npm start serves a production build whatever the shell says, and checks it as one.
      NODE_ENV: "development" as const,
    };
    const result = spawnSync(process.execPath, [path.join(root, "scripts/start.mjs")], { cwd: root, env, encoding: "utf8", timeout: 60_000 });
    expect(result.status).toBe(1);
    const lines = result.stderr.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("npm warn"));
    expect(lines).toEqual([
      expect.stringMatching(/^Invalid configuration .*TRUST_PROXY: a production deployment \(SITE_URL https:\/\/shop\.atomic\.example is public\)/),
    ]);
  });
});
