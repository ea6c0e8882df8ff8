// The unsubscribe page's buttons (lib/atomic-year/unsubscribe-actions.ts), called as the page's form
// posts them: the signed token from the e-mail is the only authority. It changes its own person's
// choice and nobody else's, whoever is signed in; a forged, altered or malformed token changes
// nothing and gets the page's one message.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { formData, inBrowser, newBrowser, type Browser } from "../support/next-browsers";
import { signedInPerson } from "../support/sign-in";
import { shopDatabase, type ShopDatabase } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());

const INVALID = { ok: false, error: "This unsubscribe link is not valid." };

let shop: ShopDatabase | undefined;
let database: TestDatabase;
let chooseProgrammeEmails: typeof import("@/lib/atomic-year/unsubscribe-actions").chooseProgrammeEmails;
let unsubscribeToken: typeof import("@/lib/atomic-year/unsubscribe").unsubscribeToken;

beforeAll(async () => {
  shop = await shopDatabase({ AUTH_SECRET: "unsubscribe-actions-secret-that-is-long-enough", SITE_URL: "http://127.0.0.1:9" });
  database = shop.database;
  ({ chooseProgrammeEmails } = await import("@/lib/atomic-year/unsubscribe-actions"));
  ({ unsubscribeToken } = await import("@/lib/atomic-year/unsubscribe"));
});

afterAll(() => shop?.close());

/** The page's form posted from `browser` (a visitor's unless given). */
function choose(fields: Record<string, string>, browser: Browser = newBrowser()) {
  return inBrowser(browser, () => chooseProgrammeEmails({ ok: true, subscribed: true }, formData(fields)));
}

const optedOut = async (id: string) =>
  (await database.prisma.user.findUniqueOrThrow({ where: { id }, select: { programmeEmailsOptOut: true } })).programmeEmailsOptOut;

let counter = 0;
async function subscriber() {
  counter += 1;
  return database.prisma.user.create({ data: { email: `year-${counter}@reader.test`, firstName: "Yara", emailVerified: new Date() }, select: { id: true } });
}

describe("the unsubscribe page's buttons", () => {
  it("unsubscribe and resubscribe the link's person, with no sign-in", async () => {
    const person = await subscriber();
    const token = unsubscribeToken(person.id);
    expect(await choose({ token, subscribe: "no" })).toEqual({ ok: true, subscribed: false });
    expect(await optedOut(person.id)).toBe(true);
    expect(await choose({ token, subscribe: "yes" })).toEqual({ ok: true, subscribed: true });
    expect(await optedOut(person.id)).toBe(false);
  });

  it("change the link's person only, whoever is signed in where the link is opened", async () => {
    const owner = await subscriber();
    const someoneElse = await signedInPerson(database.prisma);
    expect(await choose({ token: unsubscribeToken(owner.id), subscribe: "no" }, someoneElse.browser)).toEqual({ ok: true, subscribed: false });
    expect(await optedOut(owner.id)).toBe(true);
    expect(await optedOut(someoneElse.id)).toBe(false);
  });

  it("refuse a forged, altered, foreign or malformed token and a choice that is neither, changing nothing", async () => {
    const person = await subscriber();
    const other = await subscriber();
    const token = unsubscribeToken(person.id);
    const [id, signature] = token.split(".") as [string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    const attempts: Record<string, string>[] = [
      { token: `${id}.${flipped}`, subscribe: "no" },
      // Another person's id under this person's signature.
      { token: `${other.id}.${signature}`, subscribe: "no" },
      { token: id, subscribe: "no" },
      { token: "", subscribe: "no" },
      { token: "x".repeat(500), subscribe: "no" },
      { subscribe: "no" },
      { token, subscribe: "maybe" },
      { token },
    ];
    for (const fields of attempts) expect(await choose(fields), JSON.stringify(fields)).toEqual(INVALID);
    // A hand-made call with something other than the form's data.
    const json = await inBrowser(newBrowser(), () => chooseProgrammeEmails({ ok: true, subscribed: true }, { token, subscribe: "no" }));
    expect(json).toEqual(INVALID);
    expect(await optedOut(person.id)).toBe(false);
    expect(await optedOut(other.id)).toBe(false);
  });

  it("refuse the link of an account that no longer exists", async () => {
    const gone = await subscriber();
    const token = unsubscribeToken(gone.id);
    await database.prisma.user.delete({ where: { id: gone.id } });
    expect(await choose({ token, subscribe: "no" })).toEqual(INVALID);
    expect(await database.prisma.user.count({ where: { id: gone.id } })).toBe(0);
  });

  it("clicked twice at once, leave the person unsubscribed once", async () => {
    const person = await subscriber();
    const token = unsubscribeToken(person.id);
    const results = await Promise.all([choose({ token, subscribe: "no" }), choose({ token, subscribe: "no" })]);
    expect(results).toEqual([
      { ok: true, subscribed: false },
      { ok: true, subscribed: false },
    ]);
    expect(await optedOut(person.id)).toBe(true);
  });
});
