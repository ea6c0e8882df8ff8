// The partial indexes the migrations build are the ones prisma/schema.prisma declares (`where:`),
// each with the same columns and condition, and no other: a new migration, made by diffing the
// schema, then neither drops one nor misses one written by hand.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/database";

type PartialIndex = { name: string; table: string; columns: string; condition: string };

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

/** A condition as words, whatever parentheses, quotes and spacing either side writes it with. */
const words = (condition: string) => condition.replace(/[()"]/g, " ").replace(/\s+/g, " ").trim().toLowerCase();

/** `@@index([...], map: "name", where: raw("..."))` in the schema, with the model's table (`@@map`) and the fields' columns (`@map`). */
async function declaredPartialIndexes(): Promise<PartialIndex[]> {
  const schema = await readFile(path.join(process.cwd(), "prisma/schema.prisma"), "utf8");
  const declared: PartialIndex[] = [];
  for (const [, body] of schema.matchAll(/^model \w+ \{\n([\s\S]*?)^\}/gm)) {
    const table = /@@map\("([^"]+)"\)/.exec(body!)?.[1];
    for (const [, fields, name, condition] of body!.matchAll(/@@index\(\[([^\]]+)\], map: "([^"]+)", where: raw\("([^"]+)"\)\)/g)) {
      const columns = fields!
        .split(",")
        .map((field) => field.trim())
        .map((field) => new RegExp(`^\\s*${field}\\s.*@map\\("([^"]+)"\\)`, "m").exec(body!)?.[1] ?? field);
      declared.push({ name: name!, table: table ?? "", columns: columns.join(", "), condition: words(condition!) });
    }
  }
  return declared;
}

describe("partial indexes", () => {
  it("the database holds exactly the partial indexes the schema declares, on the same columns and conditions", async () => {
    const declared = await declaredPartialIndexes();
    expect(declared.map((index) => index.name).sort()).toEqual(["email_events_unlinked_provider_id_idx", "gifts_due_deliver_at_idx"]);

    const built = await database.prisma.$queryRaw<{ name: string; table: string; columns: string; condition: string }[]>`
      SELECT i.relname AS name, t.relname AS "table",
             (SELECT string_agg(a.attname, ', ' ORDER BY k.ord) FROM unnest(x.indkey) WITH ORDINALITY AS k(attnum, ord)
                JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.attnum) AS columns,
             pg_get_expr(x.indpred, x.indrelid) AS condition
      FROM pg_index x
      JOIN pg_class i ON i.oid = x.indexrelid
      JOIN pg_class t ON t.oid = x.indrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE x.indpred IS NOT NULL AND n.nspname = current_schema()
      ORDER BY i.relname`;
    expect(built.map((index) => ({ ...index, condition: words(index.condition) }))).toEqual(declared.sort((a, b) => a.name.localeCompare(b.name)));
  });
});
