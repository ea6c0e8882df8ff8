import "server-only";
// The one Prisma client of the process, over node-postgres (`@prisma/adapter-pg`). Kept on
// globalThis so development reloads and tests reuse one pool.
import { PrismaPg } from "@prisma/adapter-pg";
import { env } from "@/lib/env";
import { PrismaClient } from "@/lib/generated/prisma/client";

const globalForDb = globalThis as unknown as { prisma?: PrismaClient };

function createClient(): PrismaClient {
  const { DATABASE_URL: connectionString, DATABASE_POOL_MAX: max } = env();
  if (!connectionString) {
    throw new Error("DATABASE_URL is not set: start the shop with `npm start`, which provides the embedded database.");
  }
  const adapter = new PrismaPg({ connectionString, max });
  return new PrismaClient({ adapter });
}

export function db(): PrismaClient {
  globalForDb.prisma ??= createClient();
  return globalForDb.prisma;
}

export { Prisma } from "@/lib/generated/prisma/client";
export type { OrderKind } from "@/lib/generated/prisma/enums";
