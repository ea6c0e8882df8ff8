// The S3 adapter through the real AWS SDK v3 against s3rver on loopback (no database needed).
//
// Requests reach s3rver through the SigV4 gate of tests/support/s3-sigv4-gate.ts, which verifies
// signatures as S3 does (s3rver itself does not).
import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentDispositionHeader } from "@/lib/storage/content-disposition";
import { S3FileStorage } from "@/lib/storage/s3";
import { S3RVER_ACCESS_KEY_ID, S3RVER_SECRET_ACCESS_KEY, startSigV4Gate, type SeenRequest } from "../support/s3-sigv4-gate";

const ACCESS_KEY_ID = S3RVER_ACCESS_KEY_ID;
const SECRET_ACCESS_KEY = S3RVER_SECRET_ACCESS_KEY;
const BUCKET = "guides-test";
const REGION = "us-east-1";
const KEY = "guides/Emotional_Alchemy_Desktop.pdf";

let directory: string;
let s3rver: S3rver;
let gate: Server;
let endpoint: string;
let files: S3FileStorage;
let pdf: Buffer;
const seen: SeenRequest[] = [];

async function makePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([300, 200]);
  page.drawText("Emotional Alchemy", { x: 20, y: 150, size: 18, font: await document.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await document.save());
}

function tamperSignature(signedUrl: string): string {
  const url = new URL(signedUrl);
  const signature = url.searchParams.get("X-Amz-Signature") ?? "";
  const last = signature.slice(-1);
  url.searchParams.set("X-Amz-Signature", `${signature.slice(0, -1)}${last === "0" ? "1" : "0"}`);
  return url.toString();
}

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), "s3rver-"));
  s3rver = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true });
  const upstream = await s3rver.run();
  ({ url: endpoint, server: gate } = await startSigV4Gate(upstream, seen));

  const admin = new S3Client({
    region: REGION,
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  await admin.send(new CreateBucketCommand({ Bucket: BUCKET }));
  admin.destroy();

  files = new S3FileStorage({ bucket: BUCKET, region: REGION, endpoint, accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY });
  pdf = await makePdf();
});

afterAll(async () => {
  files?.destroy();
  await new Promise<void>((resolve) => (gate ? gate.close(() => resolve()) : resolve()));
  await s3rver?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

describe("S3FileStorage against s3rver", () => {
  it("puts a PDF privately and reports its size", async () => {
    expect(files.kind).toBe("s3");
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await files.put(KEY, new Uint8Array(pdf), "application/pdf");
    expect(await files.size(KEY)).toBe(pdf.length);

    const puts = seen.filter((request) => request.method === "PUT" && request.url.includes(KEY));
    expect(puts).toHaveLength(1);
    const headers = puts[0]!.headers;
    expect(headers["content-type"]).toBe("application/pdf");
    expect(headers["content-length"]).toBe(String(pdf.length));
    // Never a public ACL (nor any ACL or grant: the bucket's private default applies).
    expect(Object.keys(headers).filter((name) => name === "x-amz-acl" || name.startsWith("x-amz-grant-"))).toEqual([]);
    // A plain body, not aws-chunked streaming.
    expect(headers["content-encoding"]).toBeUndefined();
  });

  it("reads an object back through a signed GetObject, and null for a missing or unsafe key", async () => {
    const bytes = await files.get(KEY);
    expect(bytes && Buffer.from(bytes).equals(pdf)).toBe(true);
    const gets = seen.filter((request) => request.method === "GET" && request.url.includes(KEY) && !request.url.includes("X-Amz-Signature"));
    expect(gets.length).toBeGreaterThanOrEqual(1);
    expect(await files.get("guides/Missing_Desktop.pdf")).toBeNull();
    expect(await files.get("../etc/passwd")).toBeNull();
  });

  it("answers null for the size of a missing key (and of an unsafe one)", async () => {
    expect(await files.size("guides/Missing_Desktop.pdf")).toBeNull();
    expect(await files.size("../etc/passwd")).toBeNull();
  });

  it("serves the bytes through a presigned URL with the Content-Disposition of the link", async () => {
    const disposition = { type: "attachment" as const, fileName: "Emotional_Alchemy.pdf" };
    const signed = await files.signedUrl(KEY, { expiresIn: 3600, disposition, baseUrl: "http://localhost:3000" });
    const url = new URL(signed);
    expect(url.origin).toBe(endpoint);
    expect(url.pathname).toBe(`/${BUCKET}/${KEY}`); // path-style
    expect(url.searchParams.get("response-content-disposition")).toBe(contentDispositionHeader(disposition));
    expect(url.searchParams.get("response-content-type")).toBe("application/pdf");

    const response = await fetch(signed);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="Emotional_Alchemy.pdf"; filename*=UTF-8''Emotional_Alchemy.pdf`);
  });

  it("caps the lifetime of a link at 3600 s", async () => {
    const signed = new URL(await files.signedUrl(KEY, { expiresIn: 7 * 24 * 3600, baseUrl: "http://localhost:3000" }));
    expect(signed.searchParams.get("X-Amz-Expires")).toBe("3600");
    expect(signed.searchParams.get("response-content-disposition")).toBeNull();
    const short = new URL(await files.signedUrl(KEY, { expiresIn: 60, baseUrl: "http://localhost:3000" }));
    expect(short.searchParams.get("X-Amz-Expires")).toBe("60");
    await expect(files.signedUrl(KEY, { expiresIn: 0, baseUrl: "http://localhost:3000" })).rejects.toThrow(RangeError);
    await expect(files.signedUrl("../secret.pdf", { expiresIn: 60, baseUrl: "http://localhost:3000" })).rejects.toThrow(/Unsafe/);
  });

  it("refuses an expired link", async () => {
    const signed = await files.signedUrl(KEY, { expiresIn: 1, baseUrl: "http://localhost:3000" });
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const response = await fetch(signed);
    expect(response.status).toBe(403);
    // This refusal comes from s3rver itself (the signature is valid; the gate let it through).
    expect(await response.text()).toContain("Request has expired");
  });

  it("refuses a link whose signature was changed by one character", async () => {
    const signed = await files.signedUrl(KEY, { expiresIn: 3600, baseUrl: "http://localhost:3000" });
    expect((await fetch(signed)).status).toBe(200);
    const response = await fetch(tamperSignature(signed));
    expect(response.status).toBe(403);
    await response.arrayBuffer();
  });

  it("refuses a link whose disposition or key was changed after signing", async () => {
    const signed = await files.signedUrl(KEY, {
      expiresIn: 3600,
      disposition: { type: "attachment", fileName: "Emotional_Alchemy.pdf" },
      baseUrl: "http://localhost:3000",
    });
    const otherName = new URL(signed);
    otherName.searchParams.set("response-content-disposition", 'attachment; filename="evil.html"');
    expect((await fetch(otherName)).status).toBe(403);
    const otherKey = new URL(signed);
    otherKey.pathname = `/${BUCKET}/guides/Other_Desktop.pdf`;
    expect((await fetch(otherKey)).status).toBe(403);
  });

  it("refuses a plain unsigned GET of the object (the bucket is not public)", async () => {
    const response = await fetch(`${endpoint}/${BUCKET}/${KEY}`);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("AccessDenied");
  });
});
