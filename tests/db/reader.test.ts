// The reader's two routes on a real database and the seeded guide files: the guide file (the same
// stamped copy a download gives, for the same people) and the stored reading place (only the
// reader's own guide, only a page of that edition, only from the shop's own pages).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pdfPageTexts } from "../support/pdf-text";
import type { TestDatabase } from "../support/database";
import { inBrowser, newBrowser } from "../support/next-browsers";
import { signedInPerson, signOut, type Person } from "../support/sign-in";
import { seededShop, type Shop } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());

type Handler = (request: Request, context: { params: Promise<{ guideId: string }> }) => Promise<Response>;
type FileHandler = (request: Request, context: { params: Promise<{ key: string[] }> }) => Promise<Response>;

const GUIDE = "power_001";
const SITE = "http://localhost:3000";
let shop: Shop | undefined;
let database: TestDatabase;
let readFile: Handler;
let placeRoute: Handler;
let download: Handler;
let serveFile: FileHandler;
let owner: Person;
let stranger: Person;
let admin: Person;
let getShelfOwnership: typeof import("@/lib/shelf/queries").getShelfOwnership;

beforeAll(async () => {
  shop = await seededShop("reader", (dir) => ({
    AUTH_SECRET: "reader-test-secret-that-is-long-enough",
    SITE_URL: SITE,
    STORAGE_DIR: dir,
    ADMIN_EMAILS: "grace@reader.test",
  }));
  database = shop.database;
  readFile = (await import("@/app/api/guides/[guideId]/read/route")).GET;
  placeRoute = (await import("@/app/api/guides/[guideId]/reading-place/route")).PUT;
  download = (await import("@/app/api/guides/[guideId]/download/route")).GET;
  serveFile = (await import("@/app/api/files/[...key]/route")).GET;
  ({ getShelfOwnership } = await import("@/lib/shelf/queries"));
  owner = await signedInPerson(database.prisma, { email: "ada@example.com", name: "Ada Lovelace", firstName: null });
  stranger = await signedInPerson(database.prisma, { email: "bob@example.com", name: "Bob Stranger", firstName: null });
  admin = await signedInPerson(database.prisma, { email: "grace@reader.test", name: "Grace Admin", firstName: null });
  await database.prisma.userGuide.create({ data: { userId: owner.id, guideId: GUIDE, acquiredVia: "purchase" } });
}, 300_000);

afterAll(() => shop?.close());

const params = (guideId = GUIDE) => ({ params: Promise.resolve({ guideId }) });

function fileAs(who: Person | null, query = "?edition=mobile", guideId = GUIDE): Promise<Response> {
  return inBrowser(who?.browser ?? newBrowser(), () => readFile(new Request(`${SITE}/api/guides/${guideId}/read${query}`), params(guideId)));
}

function placeAs(who: Person | null, body: unknown, { origin = SITE, guideId = GUIDE }: { origin?: string | null; guideId?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (origin !== null) headers.origin = origin;
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return inBrowser(who?.browser ?? newBrowser(), () =>
    placeRoute(new Request(`${SITE}/api/guides/${guideId}/reading-place`, { method: "PUT", headers, body: text }), params(guideId)),
  );
}

const storedPlace = (userId: string, guideId = GUIDE) =>
  database.prisma.readingPlace.findUnique({ where: { userId_guideId: { userId, guideId } }, select: { edition: true, page: true, pageCount: true } });

async function pageCount(edition: "desktop" | "mobile"): Promise<number> {
  const response = await fileAs(owner, `?edition=${edition}`);
  return (await pdfPageTexts(new Uint8Array(await response.arrayBuffer()))).length;
}

describe("the reader's guide file", () => {
  it("gives the owner the same stamped copy a download gives, for each edition", async () => {
    for (const edition of ["mobile", "desktop"] as const) {
      const response = await fileAs(owner, `?edition=${edition}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const bytes = new Uint8Array(await response.arrayBuffer());
      const pages = await pdfPageTexts(bytes);
      expect(pages.length).toBeGreaterThan(3);
      for (const page of pages) expect(page.join("")).toContain("Sold to Ada Lovelace \u00b7 ada@example.com");

      const link = await inBrowser(owner.browser, () => download(new Request(`${SITE}/api/guides/${GUIDE}/download?format=${edition}`), params()));
      const url = new URL(link.headers.get("location")!);
      const key = decodeURIComponent(url.pathname.replace(/^\/api\/files\//, ""));
      const downloaded = await serveFile(new Request(url), { params: Promise.resolve({ key: key.split("/") }) });
      expect(Buffer.from(await downloaded.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    }
  });

  it("gives someone who does not own the guide 403 and a visitor 401, and not one byte of the guide", async () => {
    for (const [who, status] of [
      [stranger, 403],
      [null, 401],
    ] as const) {
      const response = await fileAs(who);
      expect(response.status).toBe(status);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      const text = await response.text();
      expect(text).not.toContain("%PDF");
    }
  });

  it("gives an admin the original of a guide they do not own", async () => {
    const response = await fileAs(admin, "?edition=desktop");
    expect(response.status).toBe(200);
    const pages = await pdfPageTexts(new Uint8Array(await response.arrayBuffer()));
    for (const page of pages) expect(page.join("")).not.toContain("Sold to");
  });

  it("answers 404 for an unknown guide, a malformed id and a missing or unknown edition", async () => {
    expect((await fileAs(owner, "?edition=mobile", "power_999")).status).toBe(404);
    expect((await fileAs(owner, "?edition=mobile", "../secrets")).status).toBe(404);
    expect((await fileAs(owner, "")).status).toBe(404);
    expect((await fileAs(owner, "?edition=print")).status).toBe(404);
  });
});

describe("the reading place", () => {
  it("stores the owner's page per guide, replaces it on the next page turned, and the shelf continues there", async () => {
    const response = await placeAs(owner, { edition: "mobile", page: 3 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ page: 3 });
    const mobilePages = await pageCount("mobile");
    expect(await storedPlace(owner.id)).toEqual({ edition: "mobile", page: 3, pageCount: mobilePages });

    expect((await placeAs(owner, { edition: "desktop", page: 2 })).status).toBe(200);
    expect(await storedPlace(owner.id)).toEqual({ edition: "desktop", page: 2, pageCount: await pageCount("desktop") });
    expect((await getShelfOwnership(owner.id)).readingPages).toEqual({ [GUIDE]: 2 });
  });

  it("accepts the last page of an edition and refuses page 0, a page past the end, fractions and non-numbers with 422 or 400", async () => {
    const last = await pageCount("mobile");
    expect((await placeAs(owner, { edition: "mobile", page: last })).status).toBe(200);
    expect((await storedPlace(owner.id))?.page).toBe(last);
    for (const page of [0, -1, last + 1, 1_000_000]) expect((await placeAs(owner, { edition: "mobile", page })).status).toBe(422);
    for (const body of [{ edition: "mobile", page: 2.5 }, { edition: "mobile", page: "2" }, { edition: "print", page: 2 }, { page: 2 }, "not json", "[]"]) {
      expect((await placeAs(owner, body)).status).toBe(400);
    }
    expect((await placeAs(owner, { edition: "mobile", page: 2, userId: stranger.id })).status).toBe(400);
    expect((await placeAs(owner, "x".repeat(5000))).status).toBe(413);
    expect((await storedPlace(owner.id))?.page).toBe(last);
  });

  it("refuses a visitor (401) and someone who does not own the guide (403), and stores nothing for them", async () => {
    expect((await placeAs(null, { edition: "mobile", page: 2 })).status).toBe(401);
    expect((await placeAs(stranger, { edition: "mobile", page: 2 })).status).toBe(403);
    expect(await storedPlace(stranger.id)).toBeNull();
    expect(await database.prisma.readingPlace.count({ where: { userId: { not: owner.id } } })).toBe(0);
  });

  it("refuses a request from another site, from a sandboxed page (Origin: null) and without an Origin", async () => {
    const before = await storedPlace(owner.id);
    for (const origin of ["https://evil.example", "null", null, "http://localhost:3000.evil.example"]) {
      const response = await placeAs(owner, { edition: "mobile", page: 1 }, { origin });
      expect(response.status).toBe(403);
    }
    expect(await storedPlace(owner.id)).toEqual(before);
  });

  it("answers 404 for a guide that does not exist or an id of the wrong shape", async () => {
    expect((await placeAs(owner, { edition: "mobile", page: 1 }, { guideId: "power_999" })).status).toBe(404);
    expect((await placeAs(owner, { edition: "mobile", page: 1 }, { guideId: "<script>" })).status).toBe(404);
  });

  it("keeps one place when two pages are stored at the same moment", async () => {
    const responses = await Promise.all([4, 5, 4, 5].map((page) => placeAs(owner, { edition: "mobile", page })));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(await database.prisma.readingPlace.count({ where: { userId: owner.id } })).toBe(1);
    expect([4, 5]).toContain((await storedPlace(owner.id))?.page);
  });

  it("stores an admin's place in a guide they do not own", async () => {
    expect((await placeAs(admin, { edition: "desktop", page: 1 }, { guideId: "vision_002" })).status).toBe(200);
    expect(await storedPlace(admin.id, "vision_002")).toMatchObject({ edition: "desktop", page: 1 });
  });

  it("refuses an owner whose guide left the shelf (a refund), and a session that was signed out", async () => {
    const reader = await signedInPerson(database.prisma, { email: "lin@example.com", name: "Lin Reader", firstName: null });
    const owned = await database.prisma.userGuide.create({ data: { userId: reader.id, guideId: "motion_001", acquiredVia: "purchase" } });
    expect((await placeAs(reader, { edition: "mobile", page: 2 }, { guideId: "motion_001" })).status).toBe(200);
    await database.prisma.userGuide.delete({ where: { id: owned.id } });
    expect((await placeAs(reader, { edition: "mobile", page: 3 }, { guideId: "motion_001" })).status).toBe(403);
    expect((await fileAs(reader, "?edition=mobile", "motion_001")).status).toBe(403);
    expect((await storedPlace(reader.id, "motion_001"))?.page).toBe(2);

    await database.prisma.userGuide.create({ data: { userId: reader.id, guideId: "motion_001", acquiredVia: "purchase" } });
    await signOut(reader);
    expect((await placeAs(reader, { edition: "mobile", page: 3 }, { guideId: "motion_001" })).status).toBe(401);
    expect((await fileAs(reader, "?edition=mobile", "motion_001")).status).toBe(401);
  });
});
