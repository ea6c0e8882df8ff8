// The app's database client (lib/db). On a PostgreSQL server each pooled connection prepares a
// statement once, under its name, and afterwards only executes it; on the embedded PGlite, which
// serves every connection in one session, statements go unnamed.
import { afterAll, beforeAll, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createTestDatabase, type TestDatabase } from "../support/database";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

type Prepared = { name: string; executions: number };

/** This session's prepared statements that read the list of prepared statements (this query). */
const preparedListings = () =>
  db().$queryRaw<Prepared[]>`
    SELECT "name", ("generic_plans" + "custom_plans")::int AS "executions" FROM pg_prepared_statements
    WHERE "statement" LIKE '%pg_prepared_statements%'`;

it("prepares a statement once per connection on a server and runs it again by name; none on PGlite", async () => {
  await preparedListings();
  await preparedListings();
  const listed = await preparedListings();
  if (database.kind === "postgres") {
    expect(listed).toHaveLength(1);
    expect(listed[0]!.name).toMatch(/^s[\w-]{27}$/);
    expect(listed[0]!.executions).toBe(3);
  } else {
    expect(listed).toEqual([]);
  }
});
