// Local-disk storage: signed links (the embedded stand-in for S3 presigned URLs) and the file route
// that serves them. No database needed.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LocalFileStorage } from "@/lib/storage/local";
import { signLocalLink, verifyLocalLink, type LocalLinkParams } from "@/lib/storage/local-signature";

// The route calls connection(), which needs a Next request scope; these tests call it directly.
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  connection: async () => undefined,
}));

const SECRET = "a-local-signing-secret-of-at-least-32-chars";
const KEY = "guides/Emotional_Alchemy_Desktop.pdf";
const BASE_URL = "http://localhost:3000";
const PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", "latin1");

let root: string;
let files: LocalFileStorage;

const now = () => Math.floor(Date.now() / 1000);

/** The signed parameters a link carries, read back from its URL. */
function linkParams(signed: string): { params: LocalLinkParams; signature: string } {
  const url = new URL(signed);
  const type = url.searchParams.get("disposition");
  const fileName = url.searchParams.get("filename");
  return {
    params: {
      key: decodeURIComponent(url.pathname.replace(/^\/api\/files\//, "")),
      expires: Number(url.searchParams.get("expires")),
      disposition: type === "attachment" || type === "inline" ? { type, fileName: fileName ?? "" } : undefined,
    },
    signature: url.searchParams.get("signature") ?? "",
  };
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "storage-local-"));
  files = new LocalFileStorage(root, SECRET);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  if (root) await rm(root, { recursive: true, force: true });
});

describe("LocalFileStorage signed links", () => {
  it("stores a file and signs a link that verifies", async () => {
    expect(files.kind).toBe("local");
    await files.put(KEY, PDF, "application/pdf");
    expect(await files.size(KEY)).toBe(PDF.length);
    expect(await files.size("guides/Missing.pdf")).toBeNull();
    expect(await files.size("../outside.pdf")).toBeNull();

    const signed = await files.signedUrl(KEY, {
      expiresIn: 600,
      disposition: { type: "attachment", fileName: "Emotional_Alchemy.pdf" },
      baseUrl: BASE_URL,
    });
    expect(signed.startsWith(`${BASE_URL}/api/files/${KEY}?`)).toBe(true);
    const { params, signature } = linkParams(signed);
    expect(params.key).toBe(KEY);
    expect(params.disposition).toEqual({ type: "attachment", fileName: "Emotional_Alchemy.pdf" });
    expect(params.expires - now()).toBeGreaterThan(590);
    expect(verifyLocalLink(params, signature, SECRET, now())).toBe("ok");
  });

  it("calls a link invalid when its key, file name, disposition, expiry, signature or secret changed", async () => {
    const signed = await files.signedUrl(KEY, {
      expiresIn: 600,
      disposition: { type: "attachment", fileName: "Emotional_Alchemy.pdf" },
      baseUrl: BASE_URL,
    });
    const { params, signature } = linkParams(signed);
    const t = now();
    expect(verifyLocalLink({ ...params, key: "guides/Other_Desktop.pdf" }, signature, SECRET, t)).toBe("invalid");
    expect(verifyLocalLink({ ...params, disposition: { type: "attachment", fileName: "evil.html" } }, signature, SECRET, t)).toBe("invalid");
    expect(verifyLocalLink({ ...params, disposition: { type: "inline", fileName: "Emotional_Alchemy.pdf" } }, signature, SECRET, t)).toBe("invalid");
    expect(verifyLocalLink({ ...params, disposition: undefined }, signature, SECRET, t)).toBe("invalid");
    expect(verifyLocalLink({ ...params, expires: params.expires + 3600 }, signature, SECRET, t)).toBe("invalid");
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    expect(verifyLocalLink(params, flipped, SECRET, t)).toBe("invalid");
    expect(verifyLocalLink(params, "", SECRET, t)).toBe("invalid");
    expect(verifyLocalLink(params, signature, `${SECRET}-other`, t)).toBe("invalid");
  });

  it("calls a correctly signed link expired once its time has passed", async () => {
    const signed = await files.signedUrl(KEY, { expiresIn: 60, baseUrl: BASE_URL });
    const { params, signature } = linkParams(signed);
    expect(verifyLocalLink(params, signature, SECRET, params.expires)).toBe("ok");
    expect(verifyLocalLink(params, signature, SECRET, params.expires + 1)).toBe("expired");
  });

  it("caps expiresIn at 3600 s", async () => {
    const before = now();
    const { params } = linkParams(await files.signedUrl(KEY, { expiresIn: 7 * 24 * 3600, baseUrl: BASE_URL }));
    expect(params.expires).toBeGreaterThanOrEqual(before + 3600);
    expect(params.expires).toBeLessThanOrEqual(now() + 3600);
  });

  it("refuses to sign without a secret and refuses unsafe keys", async () => {
    await expect(new LocalFileStorage(root, undefined).signedUrl(KEY, { expiresIn: 60, baseUrl: BASE_URL })).rejects.toThrow(/SECRET/);
    await expect(files.put("../escape.pdf", PDF, "application/pdf")).rejects.toThrow(/Unsafe/);
  });
});

describe("GET /api/files/[...key]", () => {
  type Route = typeof import("@/app/api/files/[...key]/route");
  let GET: Route["GET"];

  async function get(url: string): Promise<Response> {
    const key = decodeURIComponent(new URL(url).pathname.replace(/^\/api\/files\//, "")).split("/");
    return GET(new Request(url), { params: Promise.resolve({ key }) });
  }

  beforeAll(async () => {
    vi.stubEnv("STORAGE_DIR", root);
    vi.stubEnv("AUTH_SECRET", "an-auth-secret-that-is-not-the-signing-one");
    vi.stubEnv("STORAGE_SIGNING_SECRET", SECRET);
    vi.stubEnv("S3_BUCKET", "");
    vi.stubEnv("S3_REGION", "");
    vi.resetModules();
    ({ GET } = await import("@/app/api/files/[...key]/route"));
    await files.put(KEY, PDF, "application/pdf");
  });

  it("serves the file of a valid link with safe headers", async () => {
    const signed = await files.signedUrl(KEY, {
      expiresIn: 600,
      disposition: { type: "attachment", fileName: "Emotional_Alchemy.pdf" },
      baseUrl: BASE_URL,
    });
    const response = await get(signed);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-length")).toBe(String(PDF.length));
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="Emotional_Alchemy.pdf"; filename*=UTF-8''Emotional_Alchemy.pdf`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("serves inline links and links without a disposition", async () => {
    const inline = await get(await files.signedUrl(KEY, { expiresIn: 600, disposition: { type: "inline", fileName: "Guide.pdf" }, baseUrl: BASE_URL }));
    expect(inline.status).toBe(200);
    expect(inline.headers.get("content-disposition")).toBe(`inline; filename="Guide.pdf"; filename*=UTF-8''Guide.pdf`);
    await inline.arrayBuffer();
    const plain = await get(await files.signedUrl(KEY, { expiresIn: 600, baseUrl: BASE_URL }));
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-disposition")).toBeNull();
    await plain.arrayBuffer();
  });

  it("serves other files as application/octet-stream", async () => {
    await files.put("notes/readme.txt", Buffer.from("hello"), "text/plain");
    const response = await get(await files.signedUrl("notes/readme.txt", { expiresIn: 600, baseUrl: BASE_URL }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/octet-stream");
    expect(await response.text()).toBe("hello");
  });

  it("answers 403 for tampered links and 'Link expired' for expired ones", async () => {
    const signed = new URL(
      await files.signedUrl(KEY, { expiresIn: 600, disposition: { type: "attachment", fileName: "Emotional_Alchemy.pdf" }, baseUrl: BASE_URL }),
    );
    const tamper = (change: (url: URL) => void) => {
      const url = new URL(signed);
      change(url);
      return url.toString();
    };
    for (const url of [
      tamper((u) => u.searchParams.set("filename", "evil.html")),
      tamper((u) => u.searchParams.set("disposition", "inline")),
      tamper((u) => u.searchParams.delete("disposition")),
      tamper((u) => u.searchParams.set("expires", String(Number(u.searchParams.get("expires")) + 1))),
      tamper((u) => u.searchParams.set("signature", `${u.searchParams.get("signature")!.slice(0, -1)}x`)),
      tamper((u) => (u.pathname = "/api/files/guides/Other_Desktop.pdf")),
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(403);
      expect(await response.text()).toBe("Invalid link");
    }

    const expiredParams: LocalLinkParams = { key: KEY, expires: now() - 10 };
    const expired = `${BASE_URL}/api/files/${KEY}?expires=${expiredParams.expires}&signature=${signLocalLink(expiredParams, SECRET)}`;
    const response = await get(expired);
    expect(response.status).toBe(403);
    expect(await response.text()).toBe("Link expired");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers 404 for a validly signed link to a missing file", async () => {
    const response = await get(await files.signedUrl("guides/Missing_Desktop.pdf", { expiresIn: 600, baseUrl: BASE_URL }));
    expect(response.status).toBe(404);
  });

  it("answers 403 or 404, never 500, for malformed input", async () => {
    const expires = now() + 600;
    const good = signLocalLink({ key: KEY, expires }, SECRET);
    const cases: [string[], string][] = [
      [["guides", "Emotional_Alchemy_Desktop.pdf"], ""],
      [["guides", "Emotional_Alchemy_Desktop.pdf"], `?expires=${expires}`],
      [["guides", "Emotional_Alchemy_Desktop.pdf"], `?signature=${good}`],
      [["guides", "Emotional_Alchemy_Desktop.pdf"], `?expires=soon&signature=${good}`],
      [["guides", "Emotional_Alchemy_Desktop.pdf"], `?expires=-1&signature=${good}`],
      [["guides", "Emotional_Alchemy_Desktop.pdf"], `?expires=1e30&signature=${good}`],
      [["guides", "Emotional_Alchemy_Desktop.pdf"], `?expires=${"9".repeat(400)}&signature=${good}`],
      [["guides", "Emotional_Alchemy_Desktop.pdf"], `?expires=${expires}&signature=%00%FF`],
      [["guides", "Emotional_Alchemy_Desktop.pdf"], `?expires=${expires}&signature=${"A".repeat(5000)}`],
      [["guides", "Emotional_Alchemy_Desktop.pdf"], `?expires=${expires}&signature=${good}&disposition=download&filename=x.pdf`],
      [["guides", "Emotional_Alchemy_Desktop.pdf"], `?expires=${expires}&signature=${good}&disposition=inline`],
      [["guides", "Emotional_Alchemy_Desktop.pdf"], `?expires=${expires}&signature=${good}&filename=${"x".repeat(1000)}`],
      [["..", "..", "etc", "passwd"], `?expires=${expires}&signature=${good}`],
      [["guides", ""], `?expires=${expires}&signature=${good}`],
      [["guides", "a b.pdf"], `?expires=${expires}&signature=${good}`],
      [["guides"], `?expires=${expires}&signature=${good}`],
      [["x".repeat(400)], `?expires=${expires}&signature=${good}`],
    ];
    for (const [key, search] of cases) {
      const response = await GET(new Request(`${BASE_URL}/api/files/${key.join("/")}${search}`), { params: Promise.resolve({ key }) });
      expect([403, 404], `${key.join("/")}${search}`).toContain(response.status);
      expect(await response.text()).not.toMatch(/Error|at /);
    }
  });

  it("answers 404 when the shop is configured for S3", async () => {
    vi.stubEnv("S3_BUCKET", "guides");
    vi.stubEnv("S3_REGION", "eu-west-1");
    vi.resetModules();
    const { GET: s3Get } = await import("@/app/api/files/[...key]/route");
    const signed = await files.signedUrl(KEY, { expiresIn: 600, baseUrl: BASE_URL });
    const key = KEY.split("/");
    const response = await s3Get(new Request(signed), { params: Promise.resolve({ key }) });
    expect(response.status).toBe(404);
  });
});

describe("LocalFileStorage writes", () => {
  it("replaces a file whole: a reader meanwhile sees the old file or the new one, and nothing is left beside it", async () => {
    const key = "stamped/someone/power_001_desktop_0123456789abcdef.pdf";
    const [before, after] = [Buffer.alloc(4 << 20, "a"), Buffer.alloc(8 << 20, "b")];
    await files.put(key, before, "application/pdf");
    const seen = new Set<number | null>();
    let writing = true;
    const watching = (async () => {
      while (writing) {
        seen.add(await files.size(key));
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await Promise.all([files.put(key, after, "application/pdf"), files.put(key, after, "application/pdf")]);
    writing = false;
    await watching;
    seen.add(await files.size(key));
    expect([...seen].every((size) => size === before.length || size === after.length)).toBe(true);
    expect(await files.size(key)).toBe(after.length);
    expect(await readdir(path.join(root, "stamped/someone"))).toEqual(["power_001_desktop_0123456789abcdef.pdf"]);
  });
});
