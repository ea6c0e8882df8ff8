// An admin's guide PDF uploaded straight to S3, as the PDF manager does it when S3 is configured:
// POST { step: "start" } to the upload route for a presigned PUT to a temporary key, PUT the bytes
// to that URL with fetch (the browser's request), then POST { step: "finish" } for the app to check
// what arrived and switch it in. The bucket is s3rver on loopback behind the SigV4 gate of
// tests/support/s3-sigv4-gate.ts (which checks signatures as S3 does); the database is real; each
// request comes from a browser holding a real Auth.js session cookie.
import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import S3rver from "s3rver";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { S3RVER_ACCESS_KEY_ID, S3RVER_SECRET_ACCESS_KEY, startSigV4Gate } from "../support/s3-sigv4-gate";
import { inBrowser, newBrowser } from "../support/next-browsers";
import { signedInPerson, signIn, type Person } from "../support/sign-in";
import { shopDatabase, type ShopDatabase } from "../support/shop";
import type { GuideFileStatus } from "@/lib/admin/guide-files";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());
vi.mock("next/cache", async (importOriginal) => (await import("../support/next-cache")).nextCacheStandIn(await importOriginal()));

const BUCKET = "guides-admin-uploads";
const REGION = "us-east-1";
const SITE_URL = "http://127.0.0.1:9";

let shop: ShopDatabase | undefined;
let database: TestDatabase;
let directory: string;
let s3rver: S3rver;
let gate: Server;
let route: typeof import("@/app/api/admin/uploads/[guideId]/[layout]/route");
let listGuides: typeof import("@/app/api/admin/guides/route").GET;
let files: import("@/lib/storage/s3").S3FileStorage;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), "s3rver-admin-"));
  s3rver = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true });
  const endpoint = await startSigV4Gate(await s3rver.run());
  gate = endpoint.server;
  const client = new S3Client({
    region: REGION,
    endpoint: endpoint.url,
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_ACCESS_KEY_ID, secretAccessKey: S3RVER_SECRET_ACCESS_KEY },
  });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  client.destroy();

  shop = await shopDatabase({
    AUTH_SECRET: "admin-uploads-s3-test-secret-long-enough",
    SITE_URL,
    ADMIN_EMAILS: "boss@reader.test",
    S3_BUCKET: BUCKET,
    S3_REGION: REGION,
    S3_ENDPOINT: endpoint.url,
    S3_ACCESS_KEY_ID: S3RVER_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: S3RVER_SECRET_ACCESS_KEY,
  });
  database = shop.database;
  const { storage } = await import("@/lib/storage");
  files = storage() as typeof files;
  expect(files.kind).toBe("s3");
  // The catalogue and its sample PDFs, written into the bucket as a deployment's seed would.
  const { seed } = await import("@/prisma/seed");
  await seed(database.prisma, files);
  route = await import("@/app/api/admin/uploads/[guideId]/[layout]/route");
  listGuides = (await import("@/app/api/admin/guides/route")).GET;
}, 300_000);

afterAll(async () => {
  files?.destroy();
  await new Promise<void>((resolve) => (gate ? gate.close(() => resolve()) : resolve()));
  await s3rver?.close();
  await shop?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

// The browser each step's request comes from: a visitor's unless a test signs someone in.
let browser = newBrowser();
beforeEach(() => {
  browser = newBrowser();
});

const asAdmin = async (): Promise<Person> => {
  const admin = await signedInPerson(database.prisma, { email: "boss@reader.test", firstName: "Boss" });
  browser = admin.browser;
  return admin;
};

async function realPdf(text: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([420, 595]);
  page.drawText(text, { x: 40, y: 520, size: 16, font: await document.embedFont(StandardFonts.Helvetica) });
  return document.save();
}

/** A real PDF whose trailer names an encryption dictionary, as an encrypted PDF's does. */
async function encryptedPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage([420, 595]);
  const text = Buffer.from(await document.save({ useObjectStreams: false })).toString("latin1");
  expect(text).toMatch(/trailer\s*<</);
  return new Uint8Array(Buffer.from(text.replace(/trailer\s*<</, "trailer\n<< /Encrypt 99 0 R"), "latin1"));
}

function step(guideId: string, layout: string, body: object, headers: Record<string, string> = {}) {
  const request = new Request(`${SITE_URL}/api/admin/uploads/${guideId}/${layout}`, {
    method: "POST",
    headers: { origin: SITE_URL, "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return inBrowser(browser, () => route.POST(request, { params: Promise.resolve({ guideId, layout }) }));
}

/** The start step, then the browser's PUT of `bytes` to the presigned URL. */
async function startAndPut(guideId: string, layout: "desktop" | "mobile", bytes: Uint8Array) {
  const start = await step(guideId, layout, { step: "start" });
  expect(start.status).toBe(200);
  const started = (await start.json()) as { url: string; uploadKey: string };
  expect(started.uploadKey).toMatch(new RegExp(`^uploads/${guideId}_${layout}_[0-9a-f]{16}\\.pdf$`));
  const put = await fetch(started.url, { method: "PUT", headers: { "Content-Type": "application/pdf" }, body: Buffer.from(bytes) });
  expect(put.status).toBe(200);
  // What arrived sits under the temporary key, not under the live one.
  expect(await files.size(started.uploadKey)).toBe(bytes.byteLength);
  return started;
}

async function liveFile(guideId: string) {
  const guide = await database.prisma.guide.findUniqueOrThrow({
    where: { id: guideId },
    select: { slug: true, title: true, pdfStoragePath: true, pdfFileSize: true, mobilePdfStoragePath: true, mobilePdfFileSize: true },
  });
  const bytes = guide.pdfStoragePath ? await files.get(guide.pdfStoragePath) : null;
  return { ...guide, bytes: bytes ? Buffer.from(bytes) : null };
}

describe("a direct upload to S3 through a presigned PUT", () => {
  it("replaces the guide's file and its size when the PDF arrived, audits it, and the PDF manager shows it", async () => {
    const admin = await asAdmin();
    const before = await liveFile("vision_001");
    expect(before.bytes?.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const fresh = await realPdf("Vision, second edition");
    expect(fresh.byteLength).not.toBe(before.pdfFileSize);

    const started = await startAndPut("vision_001", "desktop", fresh);
    const finish = await step("vision_001", "desktop", { step: "finish", uploadKey: started.uploadKey });
    expect(finish.status).toBe(200);
    expect(await finish.json()).toEqual({ ok: true, sizeBytes: fresh.byteLength });

    const after = await liveFile("vision_001");
    // guides/{sanitised title}_Desktop.pdf (the seed's sample file had a generated key of its own).
    expect(after.pdfStoragePath).toBe(
      `guides/${after.title
        .replace(/[^A-Za-z0-9 -]/g, "")
        .trim()
        .replace(/ +/g, "_")}_Desktop.pdf`,
    );
    expect(after.pdfFileSize).toBe(fresh.byteLength);
    expect(after.bytes?.equals(Buffer.from(fresh))).toBe(true);
    // The mobile file is untouched, and the temporary object is gone.
    expect(after.mobilePdfFileSize).toBe(before.mobilePdfFileSize);
    expect(await files.size(started.uploadKey)).toBeNull();
    expect(await database.prisma.adminAuditLog.findMany({ where: { target: "vision_001:desktop" }, select: { userId: true, action: true } })).toEqual([
      { userId: admin.id, action: "guide.pdf_upload" },
    ]);
    const listed = (await (await inBrowser(browser, () => listGuides())).json()) as { guides: GuideFileStatus[] };
    expect(listed.guides.find((guide) => guide.id === "vision_001")).toMatchObject({
      desktop: { present: true, sizeBytes: fresh.byteLength, lastUpload: expect.any(String) },
      mobile: { sizeBytes: before.mobilePdfFileSize, lastUpload: null },
    });

    // The same upload key cannot be finished twice (the object moved).
    const replay = await step("vision_001", "desktop", { step: "finish", uploadKey: started.uploadKey });
    expect(replay.status).toBe(400);
    expect((await liveFile("vision_001")).bytes?.equals(Buffer.from(fresh))).toBe(true);
  });

  it("refuses a non-PDF and an encrypted PDF at finish with the specified messages; the previous file stays and the upload is removed", async () => {
    await asAdmin();
    const before = await liveFile("vision_002");
    const refusals: { bytes: Uint8Array; answer: object }[] = [
      {
        bytes: new Uint8Array(Buffer.from("PK\u0003\u0004 a zip renamed guide.pdf", "latin1")),
        answer: { error: "Invalid file type", message: "Please upload a PDF file." },
      },
      {
        bytes: await encryptedPdf(),
        answer: { error: "Encrypted PDF", message: "This PDF is password-protected or encrypted. Please upload a PDF without encryption." },
      },
    ];
    for (const { bytes, answer } of refusals) {
      const started = await startAndPut("vision_002", "desktop", bytes);
      const finish = await step("vision_002", "desktop", { step: "finish", uploadKey: started.uploadKey });
      expect(finish.status).toBe(400);
      expect(await finish.json()).toEqual(answer);
      expect(await files.size(started.uploadKey)).toBeNull();
    }
    const after = await liveFile("vision_002");
    expect(after.pdfStoragePath).toBe(before.pdfStoragePath);
    expect(after.pdfFileSize).toBe(before.pdfFileSize);
    expect(after.bytes?.equals(before.bytes!)).toBe(true);
    expect(await database.prisma.adminAuditLog.count({ where: { target: "vision_002:desktop" } })).toBe(0);
  });

  it("finishes only an upload that arrived, under a key the start step gives for that guide and layout", async () => {
    await asAdmin();
    const before = await liveFile("vision_003");
    const start = await step("vision_003", "desktop", { step: "start" });
    const { uploadKey } = (await start.json()) as { uploadKey: string };
    // Started but never PUT.
    expect(await (await step("vision_003", "desktop", { step: "finish", uploadKey })).json()).toEqual({
      error: "Upload failed",
      message: "The file did not arrive. The previous file is unchanged.",
    });
    // Another guide's upload, another layout's, or a live file's key.
    const other = await startAndPut("vision_004", "desktop", await realPdf("elsewhere"));
    for (const [layout, key] of [
      ["desktop", other.uploadKey],
      ["mobile", uploadKey],
      ["desktop", before.pdfStoragePath!],
      ["desktop", "uploads/../guides/x.pdf"],
    ] as const) {
      const refused = await step("vision_003", layout, { step: "finish", uploadKey: key });
      expect(refused.status).toBe(400);
    }
    expect((await liveFile("vision_003")).bytes?.equals(before.bytes!)).toBe(true);
    // The other guide's upload was not taken by those calls: it still waits under its key.
    expect(await files.size(other.uploadKey)).not.toBeNull();
    expect(
      await database.prisma.adminAuditLog.count({ where: { action: "guide.pdf_upload", target: { in: ["vision_003:desktop", "vision_003:mobile"] } } }),
    ).toBe(0);
  });

  it("refuses a presigned PUT whose content type or signature was changed (the signature covers them)", async () => {
    await asAdmin();
    const start = await step("power_004", "mobile", { step: "start" });
    const { url, uploadKey } = (await start.json()) as { url: string; uploadKey: string };
    const wrongType = await fetch(url, { method: "PUT", headers: { "Content-Type": "text/html" }, body: "<script>alert(1)</script>" });
    expect(wrongType.status).toBe(403);
    const otherKey = new URL(url);
    otherKey.pathname = `/${BUCKET}/guides/Someone_Else_Mobile.pdf`;
    expect((await fetch(otherKey, { method: "PUT", headers: { "Content-Type": "application/pdf" }, body: "%PDF-1.7" })).status).toBe(403);
    expect(await files.size(uploadKey)).toBeNull();
    expect(await files.size("guides/Someone_Else_Mobile.pdf")).toBeNull();
  });

  it("refuses start and finish to a visitor (401) and a non-admin (403), with or without a forged subrequest header, and issues no URL", async () => {
    await asAdmin();
    const before = await liveFile("power_001");
    const started = await startAndPut("power_001", "desktop", await realPdf("not theirs to finish"));
    const forged = { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" };
    const reader = await signedInPerson(database.prisma);
    for (const who of ["visitor", "reader"] as const) {
      const status = who === "visitor" ? 401 : 403;
      for (const headers of [{}, forged]) {
        // The forged header reaches the server code as the request's own (next/headers) and on the Request.
        browser = newBrowser(headers);
        if (who === "reader") await signIn(reader.id, browser);
        const start = await step("power_001", "desktop", { step: "start" }, headers);
        expect(start.status).toBe(status);
        expect(JSON.stringify(await start.json())).not.toContain("X-Amz-Signature");
        const finish = await step("power_001", "desktop", { step: "finish", uploadKey: started.uploadKey }, headers);
        expect(finish.status).toBe(status);
      }
    }
    const after = await liveFile("power_001");
    expect(after.pdfFileSize).toBe(before.pdfFileSize);
    expect(after.bytes?.equals(before.bytes!)).toBe(true);
    expect(await database.prisma.adminAuditLog.count({ where: { target: "power_001:desktop" } })).toBe(0);

    // A cross-site start is refused even for an admin.
    await asAdmin();
    expect((await step("power_001", "desktop", { step: "start" }, { origin: "https://evil.test" })).status).toBe(403);
  });
});
