// Downloads stamped with the owner's name and e-mail ("Sold to" a guide they paid for, "Licensed to"
// one they were given), and the public "Read a sample", through the real route handlers, the seeded
// guide files on local storage and a real database. Each download comes from a browser holding a
// real Auth.js session cookie, so the app's own auth() decides who is asking.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FileStorage } from "@/lib/storage/types";
import { pdfPageTexts } from "../support/pdf-text";
import type { TestDatabase } from "../support/database";
import { inBrowser, newBrowser } from "../support/next-browsers";
import { signedInPerson, type Person } from "../support/sign-in";
import { captureLogs } from "../support/log-lines";
import { shopDatabase, type ShopDatabase } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

const GUIDE = "power_001";
let shop: ShopDatabase | undefined;
let database: TestDatabase;
let storageDir: string;
let files: FileStorage;
let download: Handler;
let sample: Handler;
let serveFile: Handler;
let owner: Person;
let stranger: Person;
let admin: Person;
let seededDesktopKey: string;

/** A confirmed account with this name (the session's name, and so the stamp's), signed in. */
function user(email: string, name: string): Promise<Person> {
  return signedInPerson(database.prisma, { email, name, firstName: null });
}

/** A download from this person's browser; null is a visitor's. */
function downloadAs(who: Person | null, query = "", headers: Record<string, string> = {}): Promise<Response> {
  return inBrowser(who?.browser ?? newBrowser(), () =>
    download(new Request(`http://localhost/api/guides/${GUIDE}/download${query}`, { headers }), { params: Promise.resolve({ guideId: GUIDE }) }),
  );
}

/** Follows a download's redirect through the local file route, as the browser does. */
async function follow(response: Response): Promise<{ key: string; fileName: string | null; bytes: Uint8Array }> {
  expect(response.status).toBe(303);
  const url = new URL(response.headers.get("location")!);
  const key = decodeURIComponent(url.pathname.replace(/^\/api\/files\//, ""));
  const file = await serveFile(new Request(url), { params: Promise.resolve({ key: key.split("/") }) });
  expect(file.status).toBe(200);
  return { key, fileName: url.searchParams.get("filename"), bytes: new Uint8Array(await file.arrayBuffer()) };
}

async function guideFile(layout: "desktop" | "mobile" = "desktop"): Promise<string> {
  const guide = await database.prisma.guide.findUniqueOrThrow({ where: { id: GUIDE } });
  return (layout === "desktop" ? guide.pdfStoragePath : guide.mobilePdfStoragePath)!;
}

/** Puts `bytes` in storage as an admin's upload of the desktop edition. */
async function upload(key: string, bytes: Uint8Array): Promise<void> {
  await files.put(key, bytes, "application/pdf");
  await database.prisma.guide.update({ where: { id: GUIDE }, data: { pdfStoragePath: key, pdfFileSize: bytes.byteLength } });
}

async function plainPdf(label: string, pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) doc.addPage([612, 792]).drawText(`${label} page ${i}`, { x: 72, y: 700, size: 12, font });
  return doc.save();
}

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), "stamped-storage-"));
  shop = await shopDatabase({
    AUTH_SECRET: "stamped-downloads-test-secret-long-enough",
    SITE_URL: "http://localhost:3000",
    STORAGE_DIR: storageDir,
    ADMIN_EMAILS: "grace@reader.test",
  });
  database = shop.database;
  const { seed } = await import("@/prisma/seed");
  files = (await import("@/lib/storage")).storage();
  await seed(database.prisma, files);
  download = (await import("@/app/api/guides/[guideId]/download/route")).GET as unknown as Handler;
  sample = (await import("@/app/api/guides/[guideId]/sample/route")).GET as unknown as Handler;
  serveFile = (await import("@/app/api/files/[...key]/route")).GET as unknown as Handler;
  seededDesktopKey = await guideFile();
  owner = await user("ada@example.com", "Ada Lovelace");
  stranger = await user("bob@example.com", "Bob Stranger");
  admin = await user("grace@reader.test", "Grace Admin");
  await database.prisma.userGuide.create({ data: { userId: owner.id, guideId: GUIDE, acquiredVia: "purchase" } });
  // The seed lays out 32 guide PDFs with embedded fonts: minutes on a loaded shared machine.
}, 300_000);

afterAll(async () => {
  await shop?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

describe("stamped downloads", () => {
  it("gives the owner a copy whose every page carries their name and e-mail, and leaves the original as it was", async () => {
    const originalKey = await guideFile();
    const before = Buffer.from((await files.get(originalKey))!);
    const { key, fileName, bytes } = await follow(await downloadAs(owner));
    expect(key).toMatch(new RegExp(`^stamped/${owner.id}/${GUIDE}_desktop_[0-9a-f]{16}\\.pdf$`));
    expect(fileName).toBe("Shape_Yourself_or_Be_Shaped.pdf");
    const pages = await pdfPageTexts(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(8);
    for (const page of pages) expect(page.join("")).toContain("Sold to Ada Lovelace \u00b7 ada@example.com");
    expect(Buffer.from((await files.get(originalKey))!).equals(before)).toBe(true);
  });

  it("says Licensed to on a guide given to its owner (a gift, the quiz, a gifted year) and Sold to on one they paid for", async () => {
    const order = (userId: string, kind: "atomic_year" | "gift_atomic_year") =>
      database.prisma.order.create({ data: { userId: kind === "atomic_year" ? userId : null, kind, status: "fulfilled", subtotalCents: 1, totalCents: 1 } });
    const cases: {
      email: string;
      guideId: string;
      via: "gift" | "quiz" | "atomic_year" | "purchase";
      kind?: "atomic_year" | "gift_atomic_year";
      lead: string;
    }[] = [
      { email: "gifted@example.com", guideId: "vision_001", via: "gift", lead: "Licensed to" },
      { email: "quizzed@example.com", guideId: "feeling_001", via: "quiz", lead: "Licensed to" },
      { email: "given-year@example.com", guideId: "motion_001", via: "atomic_year", kind: "gift_atomic_year", lead: "Licensed to" },
      { email: "own-year@example.com", guideId: "motion_002", via: "atomic_year", kind: "atomic_year", lead: "Sold to" },
      { email: "bought@example.com", guideId: "vision_002", via: "purchase", lead: "Sold to" },
    ];
    for (const entry of cases) {
      const reader = await user(entry.email, "Lin Reader");
      const orderId = entry.kind ? (await order(reader.id, entry.kind)).id : null;
      await database.prisma.userGuide.create({ data: { userId: reader.id, guideId: entry.guideId, acquiredVia: entry.via, orderId } });
      const response = await inBrowser(reader.browser, () =>
        download(new Request(`http://localhost/api/guides/${entry.guideId}/download`), { params: Promise.resolve({ guideId: entry.guideId }) }),
      );
      const pages = await pdfPageTexts((await follow(response)).bytes);
      expect(pages.length).toBeGreaterThan(0);
      for (const page of pages) {
        const text = page.join("");
        expect(text, `${entry.via} ${entry.kind ?? ""}`).toContain(`${entry.lead} Lin Reader \u00b7 ${entry.email}`);
        expect(text).not.toContain(entry.lead === "Sold to" ? "Licensed to" : "Sold to");
      }
    }
  });

  it("stamps the mobile edition too, and answers JSON clients with the link", async () => {
    const response = await downloadAs(owner, "?format=mobile", { accept: "application/json" });
    const { url } = (await response.json()) as { url: string };
    expect(new URL(url).pathname).toMatch(new RegExp(`^/api/files/stamped/${owner.id}/${GUIDE}_mobile_`));
    const { bytes } = await follow(new Response(null, { status: 303, headers: { location: url } }));
    for (const page of await pdfPageTexts(bytes)) expect(page.join("")).toContain("Sold to Ada Lovelace \u00b7 ada@example.com");
  });

  it("reuses the stamped copy on the next download: no new write", async () => {
    const first = await follow(await downloadAs(owner));
    const put = vi.spyOn(files, "put");
    try {
      const second = await follow(await downloadAs(owner));
      expect(second.key).toBe(first.key);
      expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
      expect(put).not.toHaveBeenCalled();
    } finally {
      put.mockRestore();
    }
  });

  it("makes a new stamped copy for a new upload of the guide", async () => {
    const before = (await follow(await downloadAs(owner))).key;
    await upload("guides/uploads/Shape_v2.pdf", await plainPdf("Second edition", 4));
    const { key, bytes } = await follow(await downloadAs(owner));
    expect(key).not.toBe(before);
    const pages = await pdfPageTexts(bytes);
    expect(pages).toHaveLength(4);
    pages.forEach((page, i) => {
      expect(page).toContain(`Second edition page ${i + 1}`);
      expect(page.join("")).toContain("Sold to Ada Lovelace \u00b7 ada@example.com");
    });
  });

  it("serves an unstampable upload unstamped, flags it for the admin once, and never fails the download", async () => {
    const logs = captureLogs({ quiet: true });
    try {
      const garbage = new TextEncoder().encode("%PDF-1.7\nthis upload is broken beyond repair\n");
      await upload("guides/uploads/Broken.pdf", garbage);
      const first = await follow(await downloadAs(owner));
      expect(first.key).toBe("guides/uploads/Broken.pdf");
      expect(Buffer.from(first.bytes).equals(Buffer.from(garbage))).toBe(true);
      const flags = await database.prisma.unstampablePdf.findMany();
      expect(flags).toEqual([
        expect.objectContaining({ storageKey: "guides/uploads/Broken.pdf", guideId: GUIDE, reason: "malformed", fileSize: garbage.byteLength }),
      ]);
      expect(logs.withMessage("pdf: cannot be stamped; serving it unstamped")).toEqual([
        expect.objectContaining({ level: "warn", storageKey: "guides/uploads/Broken.pdf", guideId: GUIDE, reason: "malformed" }),
      ]);

      // Known to be unstampable: the next download goes straight to the original.
      const get = vi.spyOn(files, "get");
      expect((await follow(await downloadAs(owner))).key).toBe("guides/uploads/Broken.pdf");
      expect(get).not.toHaveBeenCalledWith("guides/uploads/Broken.pdf");
      get.mockRestore();

      const locked = await PDFDocument.load(await plainPdf("Locked", 2));
      locked.encrypt({ userPassword: "", ownerPassword: "owner" });
      await upload("guides/uploads/Locked.pdf", await locked.save());
      expect((await follow(await downloadAs(owner))).key).toBe("guides/uploads/Locked.pdf");
      expect(await database.prisma.unstampablePdf.findUnique({ where: { storageKey: "guides/uploads/Locked.pdf" } })).toMatchObject({ reason: "encrypted" });
    } finally {
      logs.stop();
    }
  });

  it("sets any name it can in the brand font, and still stamps when a name has characters no font covers", async () => {
    await upload("guides/uploads/Shape_v3.pdf", await plainPdf("Third edition", 2));
    // The person renames themselves; the same session carries the new name from the next request on.
    await database.prisma.user.update({ where: { id: owner.id }, data: { displayName: '\u0418\u0432\u0430\u043d \u5f20 <b>"O\'Brien"</b>' } });
    const { bytes } = await follow(await downloadAs(owner));
    for (const page of await pdfPageTexts(bytes)) expect(page.join("")).toContain('Sold to \u0418\u0432\u0430\u043d <b>"O\'Brien"</b> \u00b7 ada@example.com');
  });

  it("refuses a visitor (401) and a person who does not own the guide (403), and gives an admin the original", async () => {
    expect((await downloadAs(null)).status).toBe(401);
    expect((await downloadAs(stranger)).status).toBe(403);
    expect((await downloadAs(owner, "?format=tablet")).status).toBe(404);
    const { key } = await follow(await downloadAs(admin));
    expect(key).toBe(await guideFile());
    expect(await database.prisma.unstampablePdf.count({ where: { storageKey: key } })).toBe(0);
  });
});

describe("a download link clicked by someone who may not have the guide", () => {
  // What a browser sends when a person clicks a link (the receipt e-mail's, say).
  const CLICK = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "sec-fetch-mode": "navigate" };

  it("a person whose order was refunded is sent to a page about the refund; one who never owned it to one saying so; scripts keep the JSON 403", async () => {
    const buyer = await user("cleo@example.com", "Cleo Refunded");
    const order = await database.prisma.order.create({
      data: {
        userId: buyer.id,
        kind: "guides",
        status: "refunded",
        subtotalCents: 600,
        totalCents: 600,
        refundedCents: 600,
        paidAt: new Date(),
        refundedAt: new Date(),
        items: { create: [{ guideId: GUIDE, name: "Shape Yourself or Be Shaped", unitCents: 600 }] },
      },
      select: { id: true },
    });
    for (const query of ["", "?format=mobile"]) {
      for (const who of [buyer, stranger]) {
        const clicked = await downloadAs(who, query, CLICK);
        expect(clicked.status).toBe(303);
        expect(clicked.headers.get("location")).toBe(`http://localhost:3000/shelf/no-access/${GUIDE}`);
        // A script (or a fetch) is still answered in JSON.
        for (const headers of [{}, { accept: "application/json" }, { accept: "*/*" }] as Record<string, string>[]) {
          const scripted = await downloadAs(who, query, headers);
          expect(scripted.status).toBe(403);
          expect(await scripted.json()).toEqual({ error: "Access Denied", message: "You don't have access to this guide." });
        }
      }
    }
    // Why, as the page tells it: refunded for the buyer (with the order's number), never owned for the stranger.
    const { guideAccessFor } = await import("@/lib/fulfilment/guide-access");
    const { orderNumber } = await import("@/lib/fulfilment/order-number");
    const guide = { id: GUIDE, title: "Shape Yourself or Be Shaped", slug: "shape-yourself-or-be-shaped" };
    expect(await guideAccessFor({ id: buyer.id, isAdmin: false }, GUIDE)).toEqual({ guide, access: "refunded", orderNumber: orderNumber(order.id) });
    expect(await guideAccessFor({ id: stranger.id, isAdmin: false }, GUIDE)).toEqual({ guide, access: "not_owned", orderNumber: null });
    expect(await guideAccessFor({ id: owner.id, isAdmin: false }, GUIDE)).toEqual({ guide, access: "owned", orderNumber: null });
    expect(await guideAccessFor({ id: stranger.id, isAdmin: false }, "power_999")).toBeNull();
    // The owner clicking it still gets the file; a visitor is sent to sign in first.
    expect((await downloadAs(owner, "", CLICK)).status).toBe(303);
    expect((await downloadAs(owner, "", CLICK)).headers.get("location")).toContain("/api/files/");
    expect((await downloadAs(null, "", CLICK)).headers.get("location")).toBe(
      `http://localhost:3000/login?callbackUrl=${encodeURIComponent(`/api/guides/${GUIDE}/download`)}`,
    );
  });
});

describe("Read a sample", () => {
  it("serves the first three pages of the desktop edition, and nothing more, to anyone", async () => {
    // Back to the seeded guide (the tests above pointed it at uploads).
    await database.prisma.guide.update({ where: { id: GUIDE }, data: { pdfStoragePath: seededDesktopKey } });
    const response = await sample(new Request(`http://localhost/api/guides/${GUIDE}/sample`), { params: Promise.resolve({ guideId: GUIDE }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(response.headers.get("content-disposition")).toMatch(/^inline; filename="Shape_Yourself_or_Be_Shaped_Sample\.pdf"/);
    const samplePages = await pdfPageTexts(new Uint8Array(await response.arrayBuffer()));
    const fullPages = await pdfPageTexts((await files.get(seededDesktopKey))!);
    expect(samplePages).toHaveLength(3);
    expect(fullPages.length).toBeGreaterThan(3);
    expect(samplePages).toEqual(fullPages.slice(0, 3));
  });

  it("has no sample for an unknown, malformed or unreleased guide", async () => {
    const ask = (guideId: string) => sample(new Request(`http://localhost/api/guides/${guideId}/sample`), { params: Promise.resolve({ guideId }) });
    expect((await ask("power_999")).status).toBe(404);
    expect((await ask("../etc")).status).toBe(404);
    await database.prisma.guide.update({ where: { id: "vision_004" }, data: { released: false } });
    expect((await ask("vision_004")).status).toBe(404);
  });
});
