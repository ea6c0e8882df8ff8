import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.dirname(new URL(import.meta.url).pathname);

export default defineConfig({
  resolve: {
    alias: {
      "@": root,
      // `server-only` throws outside React Server Components; tests import server modules directly.
      "server-only": path.join(root, "tests/support/empty-module.ts"),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        // Some unit files import server modules whose first load takes seconds on a busy machine.
        test: {
          name: "unit",
          include: ["lib/**/*.test.ts", "prisma/**/*.test.ts", "scripts/**/*.test.ts", "cache-handlers/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: ["tests/db/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file gets its own database; keep the machine's two cores from thrashing.
          fileParallelism: false,
          // next-auth imports `next/server` without the extension Node's ESM loader needs; bundled
          // by Vite it resolves (and sees the tests' mocks of next/headers), so actions run whole.
          server: { deps: { inline: ["next-auth"] } },
        },
      },
    ],
  },
});
