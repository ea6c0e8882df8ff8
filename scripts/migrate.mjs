// npm run db:migrate — applies prisma/migrations to the database (embedded by default).
// npm run db:migration -- <name> — writes a new migration for the current schema.
import { applyMigrations, createMigration } from "./lib/migrations.mjs";
import { withDatabase } from "./lib/database.mjs";

const [command, name] = process.argv.slice(2);
await withDatabase(async (url) => {
  if (command === "create") {
    if (!name) throw new Error("Usage: npm run db:migration -- <name>");
    const folder = await createMigration(url, name);
    console.log(folder ? `Created prisma/migrations/${folder}` : "The schema has no changes: no migration written.");
    return;
  }
  const applied = await applyMigrations(url);
  console.log(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database is up to date.");
});
