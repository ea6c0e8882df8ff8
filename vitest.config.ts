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
          // The race tests loop dozens of concurrent deliveries; on a busy machine with three
          // files at once that can take a minute or two.
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // Each file gets its own database. On PGlite (in process) files run one at a time to keep
          // the machine's two cores from thrashing; on a PostgreSQL server, where much of a file's
          // time is spent waiting on the server, three at once.
          fileParallelism: Boolean(process.env.TEST_DATABASE_URL),
          maxWorkers: process.env.TEST_DATABASE_URL ? 3 : 1,
          // After the unit tests (a project with its own worker count runs in a group of its own).
          sequence: { groupOrder: 1 },
          globalSetup: ["tests/support/database-setup.ts"],
          // next-auth imports `next/server` without the extension Node's ESM loader needs; bundled
          // by Vite it resolves (and sees the tests' mocks of next/headers), so actions run whole.
          server: { deps: { inline: ["next-auth"] } },
        },
      },
    ],
  },
});
