// Prisma CLI configuration. The app itself connects through lib/db (driver adapter); migrations
// run through scripts/migrate.mjs (Prisma's Wasm schema engine), see README "Database".
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/unused" },
});
