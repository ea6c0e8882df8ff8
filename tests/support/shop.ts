// The shop a database test file runs against, made in its beforeAll: a fresh database (./database)
// with the environment the app reads pointing at it, for most files the seed's catalogue with the
// seed's files in a storage folder of the file's own, and for the payment files the real webhook
// route served where the sandbox provider posts its events. The environment is set here, before the
// file imports any app module (env() and db() read it once, on first use), so a file imports the
// app's modules after these return. Also the small helpers several files share: confirmed buyers
// who need no session, and the guides a signed-in person's pages show as theirs.
import { rm } from "node:fs/promises";
import { expect } from "vitest";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { createTestDatabase, seededStorageDir, type TestDatabase } from "./database";
import { inBrowser } from "./next-browsers";
import { serveRoute, type RouteServer } from "./route-server";
import type { Person } from "./sign-in";

/** Environment variables for the app: a string sets one, undefined removes it. */
export type ShopEnv = Record<string, string | undefined>;

export type ShopDatabase = { database: TestDatabase; close: () => Promise<void> };

export type Shop = ShopDatabase & { storageDir: string };

export type SandboxShop = Shop & { route: RouteServer };

/** A fresh database with DATABASE_URL naming it and `env` set on top (nothing else is set for
 * the file). close() ends the database and puts the whole environment back as it was before,
 * whatever the file changed in between. */
export async function shopDatabase(env: ShopEnv = {}, { seeded = false } = {}): Promise<ShopDatabase> {
  const saved = { ...process.env };
  const database = await createTestDatabase({ seeded });
  process.env.DATABASE_URL = database.url;
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  return {
    database,
    close: async () => {
      await database.close();
      process.env = saved;
    },
  };
}

/** shopDatabase() with the seed's catalogue in it, and the seed's files in a new storage folder
 * named after `name` (the app reads it only where `env` names it STORAGE_DIR, hence `env` may be
 * made from the folder). close() also removes the folder. */
export async function seededShop(name: string, env: ShopEnv | ((storageDir: string) => ShopEnv) = {}): Promise<Shop> {
  const storageDir = await seededStorageDir(name);
  const removeFolder = () => rm(storageDir, { recursive: true, force: true });
  let shop: ShopDatabase | undefined;
  try {
    shop = await shopDatabase(typeof env === "function" ? env(storageDir) : env, { seeded: true });
    // A server's copy of the seeded template has the seed's rows already; an embedded database runs it.
    if (shop.database.kind === "pglite") {
      const { seed } = await import("@/prisma/seed");
      const { LocalFileStorage } = await import("@/lib/storage/local");
      await seed(shop.database.prisma, new LocalFileStorage(storageDir, undefined));
    }
  } catch (error) {
    await shop?.close();
    await removeFolder();
    throw error;
  }
  const { database, close } = shop;
  return {
    database,
    storageDir,
    close: async () => {
      await close();
      await removeFolder();
    },
  };
}

/** seededShop() whose sandbox payments reach the app's real webhook route as in the shop: no Stripe
 * keys, so the sandbox provider takes the payments, and SITE_URL (where the sandbox posts its signed
 * events) a loopback server handing each request to the route. close() also stops the server. */
export async function sandboxShop(name: string, env: ShopEnv | ((storageDir: string) => ShopEnv) = {}): Promise<SandboxShop> {
  const route = await serveRoute(async (request) => (await import("@/app/api/webhooks/stripe/route")).POST(request));
  const withRoute = (values: ShopEnv): ShopEnv => ({ SITE_URL: route.url, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, ...values });
  let shop: Shop;
  try {
    shop = await seededShop(name, typeof env === "function" ? (storageDir) => withRoute(env(storageDir)) : withRoute(env));
  } catch (error) {
    await route.close();
    throw error;
  }
  return {
    ...shop,
    route,
    close: async () => {
      await route.close();
      await shop.close();
    },
  };
}

let buyers = 0;

/** A new confirmed account that needs no session (checkout code given the buyer directly):
 * `${prefix}${n}@shop.test`, n counting the file's buyers, named `firstName`. */
export function confirmedBuyer(prisma: PrismaClient, prefix: string, firstName: string): Promise<{ id: string; email: string }> {
  buyers += 1;
  return prisma.user.create({ data: { email: `${prefix}${buyers}@shop.test`, firstName, emailVerified: new Date() }, select: { id: true, email: true } });
}

/** The guides this person's pages show as theirs, sorted: GET /api/me (which the shelf's islands
 * read) from their browser. */
export async function ownedGuideIds(who: Person): Promise<string[]> {
  const { GET } = await import("@/app/api/me/route");
  const response = await inBrowser(who.browser, () => GET());
  expect(response.status).toBe(200);
  return ((await response.json()) as { ownedGuideIds: string[] }).ownedGuideIds.sort();
}
