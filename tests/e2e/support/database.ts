// One query on the test run's database (DATABASE_URL, set by scripts/test.mjs): what the database
// holds after a request, read behind the app's back.
import pg from "pg";

export async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<pg.QueryResult<T>> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set (scripts/test.mjs sets it)");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query<T>(text, values);
  } finally {
    await client.end();
  }
}
