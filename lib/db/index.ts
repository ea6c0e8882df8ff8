import "server-only";
// The one Prisma client of the process, over node-postgres (`@prisma/adapter-pg`). Kept on
// globalThis so development reloads and tests reuse one pool.
import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { env } from "@/lib/env";
import { PrismaClient } from "@/lib/generated/prisma/client";

const globalForDb = globalThis as unknown as { prisma?: PrismaClient };

function createClient(): PrismaClient {
  const { DATABASE_URL: connectionString, DATABASE_POOL_MAX: max, DATABASE_PREPARED_STATEMENTS: prepared } = env();
  if (!connectionString) {
    throw new Error("DATABASE_URL is not set: start the shop with `npm start`, which provides the embedded database.");
  }
  const adapter = new PrismaPg({ connectionString, max }, prepared ? { statementNameGenerator: statementName } : undefined);
  return new PrismaClient({ adapter });
}

export function db(): PrismaClient {
  globalForDb.prisma ??= createClient();
  return globalForDb.prisma;
}

export { Prisma } from "@/lib/generated/prisma/client";

/** For the scheduled job's batch transactions (a claim, a hundred rows and their e-mails' records):
 * Prisma's default of 5 s is too short when the machine is busy, and an expired transaction leaves
 * its whole batch to the next run. */
export const BATCH_TRANSACTION_OPTIONS = { maxWait: 30_000, timeout: 30_000 } as const;
export type { OrderKind, OrderStatus } from "@/lib/generated/prisma/enums";

/** A value for Prisma's `equals`, `contains`, `startsWith` or `endsWith` with `mode: "insensitive"`.
 * On PostgreSQL Prisma runs those as ILIKE and passes the value through as the pattern, so a `_` or
 * `%` a person typed would match any character or run ("a_b@x" would find "a.b@x"); escaped with
 * ILIKE's default escape character, it matches only itself. */
export function likeLiteral(value: string): string {
  return value.replace(/[\\%_]/g, "\\$&");
}

/** Names for the statements the app runs, so each connection parses a statement once and then only
 * binds and executes it (PostgreSQL's work per statement drops by about a third on the webhook's
 * path). Off with DATABASE_PREPARED_STATEMENTS=false: the embedded PGlite serves every connection in
 * one session, where a second connection's statement of the same name already exists, and so does a
 * pooler that hands a connection's statements to another client. At most STATEMENT_NAMES distinct statements are named (the app's
 * queries are a fixed set, apart from lists of different lengths); any beyond are sent unnamed
 * (node-postgres prepares a statement only when it has a name). */
const STATEMENT_NAMES = 2000;
const statementNames = new Map<string, string>();

function statementName(query: { sql: string }): string {
  let name = statementNames.get(query.sql);
  if (name === undefined) {
    if (statementNames.size >= STATEMENT_NAMES) return "";
    name = `s${createHash("sha1").update(query.sql).digest("base64url")}`;
    statementNames.set(query.sql, name);
  }
  return name;
}
