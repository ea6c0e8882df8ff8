// New editions of a guide on a real database: an admin's upload through the real upload route writes
// one notice per owner who opted in to news, which the scheduled job sends once per upload however
// many runs overlap; the shelf marks the guide "Updated" until its owner downloads it; and a stamped
// copy of the old file is never served again, even when the new file has the same key and size.
// Each request comes from a browser holding a real Auth.js session cookie.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pdfPageTexts } from "../support/pdf-text";
import type { TestDatabase } from "../support/database";
import { inBrowser } from "../support/next-browsers";
import { signedInPerson, type Person } from "../support/sign-in";
import { shopDatabase, type ShopDatabase } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());
vi.mock("next/cache", async (importOriginal) => (await import("../support/next-cache")).nextCacheStandIn(await importOriginal()));

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

const SITE_URL = "http://127.0.0.1:9";
let shop: ShopDatabase | undefined;
let database: TestDatabase;
let storageDir: string;
let uploadRoute: Handler;
let download: Handler;
let serveFile: Handler;
let notices: typeof import("@/lib/shelf/edition-notices");
let shelf: typeof import("@/lib/shelf/queries");
let runScheduledJobs: typeof import("@/lib/scheduled/run").runScheduledJobs;
let admin: Person;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), "edition-storage-"));
  shop = await shopDatabase({
    AUTH_SECRET: "edition-notices-secret-that-is-long-enough",
    STORAGE_SIGNING_SECRET: "edition-notices-storage-secret-long-enough",
    SITE_URL,
    STORAGE_DIR: storageDir,
    ADMIN_EMAILS: "editor@reader.test",
    S3_BUCKET: undefined,
    RESEND_API_KEY: undefined,
  });
  database = shop.database;
  const { seed } = await import("@/prisma/seed");
  const { LocalFileStorage } = await import("@/lib/storage/local");
  await seed(database.prisma, new LocalFileStorage(storageDir, undefined));
  uploadRoute = (await import("@/app/api/admin/uploads/[guideId]/[layout]/route")).PUT as unknown as Handler;
  download = (await import("@/app/api/guides/[guideId]/download/route")).GET as unknown as Handler;
  serveFile = (await import("@/app/api/files/[...key]/route")).GET as unknown as Handler;
  notices = await import("@/lib/shelf/edition-notices");
  shelf = await import("@/lib/shelf/queries");
  ({ runScheduledJobs } = await import("@/lib/scheduled/run"));
  admin = await signedInPerson(database.prisma, { email: "editor@reader.test", firstName: "Edie" });
}, 300_000);

afterAll(async () => {
  await shop?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

async function editionPdf(label: string, pages = 2): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) doc.addPage([612, 792]).drawText(`${label} page ${i}`, { x: 72, y: 700, size: 12, font });
  return doc.save();
}

/** The admin's upload of a new file, through the upload route as the guide-files screen sends it. */
async function upload(guideId: string, bytes: Uint8Array, layout: "desktop" | "mobile" = "desktop") {
  const response = await inBrowser(admin.browser, () =>
    uploadRoute(
      new Request(`${SITE_URL}/api/admin/uploads/${guideId}/${layout}`, {
        method: "PUT",
        headers: { origin: SITE_URL, "content-type": "application/pdf" },
        body: Buffer.from(bytes),
      }),
      { params: Promise.resolve({ guideId, layout }) },
    ),
  );
  expect(response.status).toBe(200);
}

/** An owner of `guideId`, opted in to news unless told otherwise. */
async function owner(guideId: string, marketingEmails = true, name = "Olu"): Promise<Person> {
  const who = await signedInPerson(database.prisma, { firstName: name, marketingEmails });
  await database.prisma.userGuide.create({ data: { userId: who.id, guideId, acquiredVia: "purchase" } });
  return who;
}

const noticesTo = (email: string) => database.prisma.emailMessage.findMany({ where: { to: email, type: "new_edition" }, orderBy: { createdAt: "asc" } });
const title = async (guideId: string) => (await database.prisma.guide.findUniqueOrThrow({ where: { id: guideId } })).title;

/** A download from this person's browser, followed through the local file route as the browser does. */
async function downloadAs(who: Person, guideId: string): Promise<{ key: string; pages: string[][] }> {
  const response = await inBrowser(who.browser, () =>
    download(new Request(`http://localhost/api/guides/${guideId}/download`), { params: Promise.resolve({ guideId }) }),
  );
  expect(response.status).toBe(303);
  const url = new URL(response.headers.get("location")!);
  const key = decodeURIComponent(url.pathname.replace(/^\/api\/files\//, ""));
  const file = await serveFile(new Request(url), { params: Promise.resolve({ key: key.split("/") }) });
  expect(file.status).toBe(200);
  return { key, pages: await pdfPageTexts(new Uint8Array(await file.arrayBuffer())) };
}

describe("the new-edition e-mail", () => {
  it("goes once per upload to each owner who opted in, however many runs overlap", async () => {
    const readers = await Promise.all(Array.from({ length: 12 }, (_, index) => owner("power_001", true, `Reader${index}`)));
    const quiet = await owner("power_001", false);
    const stranger = await signedInPerson(database.prisma, { marketingEmails: true });
    await upload("power_001", await editionPdf("Second edition"));
    expect(await database.prisma.editionNotice.count()).toBe(12);

    const now = new Date();
    const runs = await Promise.all([1, 2, 3].map(() => notices.sendEditionNotices(now, { batchSize: 5 })));
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(12);
    const name = await title("power_001");
    for (const [index, reader] of readers.entries()) {
      const [email, ...more] = await noticesTo(reader.email);
      expect(more).toEqual([]);
      expect(email).toMatchObject({ status: "sent", subject: `A new edition of ${name} is on your shelf` });
      expect(email!.text).toContain(`Hi Reader${index}`);
      expect(email!.html).toContain(`${SITE_URL}/shelf`);
      const headers = email!.headers as Record<string, string>;
      expect(headers["List-Unsubscribe"]).toMatch(new RegExp(`^<${SITE_URL}/api/unsubscribe\\?list=news&token=${reader.id}\\.`));
      expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    }
    expect(await noticesTo(quiet.email)).toEqual([]);
    expect(await noticesTo(stranger.email)).toEqual([]);
    // The scheduled job finds nothing more.
    expect((await runScheduledJobs(new Date())).jobs["edition-notices"]).toEqual({ sent: 0, skipped: 0, failed: 0 });

    // The next upload is a new edition: one more e-mail each.
    await upload("power_001", await editionPdf("Third edition"));
    expect((await runScheduledJobs(new Date())).jobs["edition-notices"]).toEqual({ sent: 12, skipped: 0, failed: 0 });
    for (const reader of readers) expect(await noticesTo(reader.email)).toHaveLength(2);
  });

  it("is one e-mail for both layouts uploaded in a row, and none for someone who turned news off or lost the guide since", async () => {
    const both = await owner("vision_001");
    const leaving = await owner("vision_001");
    const refunded = await owner("vision_001");
    await upload("vision_001", await editionPdf("Desktop v2"));
    await upload("vision_001", await editionPdf("Mobile v2"), "mobile");
    await database.prisma.user.update({ where: { id: leaving.id }, data: { marketingEmails: false } });
    await database.prisma.userGuide.deleteMany({ where: { userId: refunded.id } });

    expect(await notices.sendEditionNotices(new Date())).toEqual({ sent: 1, skipped: 2, failed: 0 });
    expect(await noticesTo(both.email)).toHaveLength(1);
    expect(await noticesTo(leaving.email)).toEqual([]);
    expect(await noticesTo(refunded.email)).toEqual([]);
    const closed = await database.prisma.editionNotice.findMany({
      where: { userId: { in: [leaving.id, refunded.id] } },
      select: { userId: true, outcome: true },
    });
    expect(closed).toEqual(
      expect.arrayContaining([
        { userId: leaving.id, outcome: "not_opted_in" },
        { userId: refunded.id, outcome: "not_owner" },
      ]),
    );
  });
});

describe("the shelf's Updated mark", () => {
  it("shows for owners after an upload until they download the guide, and never for one who got it after", async () => {
    const early = await owner("motion_001", false);
    expect((await shelf.getShelfOwnership(early.id)).updatedGuideIds).toEqual([]);
    await upload("motion_001", await editionPdf("Motion revised"));
    const late = await owner("motion_001");
    expect((await shelf.getShelfOwnership(early.id)).updatedGuideIds).toEqual(["motion_001"]);
    expect((await shelf.getShelfOwnership(late.id)).updatedGuideIds).toEqual([]);

    await downloadAs(early, "motion_001");
    expect((await shelf.getShelfOwnership(early.id)).updatedGuideIds).toEqual([]);
    // A later upload marks it again.
    await upload("motion_001", await editionPdf("Motion revised again"));
    expect((await shelf.getShelfOwnership(early.id)).updatedGuideIds).toEqual(["motion_001"]);
  });
});

describe("stamped copies of an old file", () => {
  it("are never served again after an upload, even of a file with the same key and size", async () => {
    const reader = await owner("feeling_001", false);
    const first = await editionPdf("Edition A", 3);
    const second = await editionPdf("Edition B", 3);
    expect(second.byteLength).toBe(first.byteLength);
    await upload("feeling_001", first);
    const before = await downloadAs(reader, "feeling_001");
    expect(before.pages[0]).toContain("Edition A page 1");
    const key = (await database.prisma.guide.findUniqueOrThrow({ where: { id: "feeling_001" } })).pdfStoragePath;

    await upload("feeling_001", second);
    const guide = await database.prisma.guide.findUniqueOrThrow({ where: { id: "feeling_001" } });
    expect(guide.pdfStoragePath).toBe(key);
    expect(guide.pdfFileSize).toBe(first.byteLength);
    const after = await downloadAs(reader, "feeling_001");
    expect(after.key).not.toBe(before.key);
    expect(after.pages).toHaveLength(3);
    after.pages.forEach((page, index) => {
      expect(page).toContain(`Edition B page ${index + 1}`);
      expect(page.join("")).toContain(`Sold to Olu`);
    });
  });
});
