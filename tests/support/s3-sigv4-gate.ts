// A gate in front of s3rver that does what S3 does first: s3rver 3.7 checks that a presigned URL has
// not expired, but it does not verify SigV4 signatures at all and it serves objects to anonymous
// requests (it has no ACLs). The gate recomputes the SigV4 signature with an implementation written
// here from the AWS specification (independent of the SDK that signed the request), answers 403
// AccessDenied for an unsigned or wrongly signed request, and forwards the others unchanged.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// s3rver's built-in account.
export const S3RVER_ACCESS_KEY_ID = "S3RVER";
export const S3RVER_SECRET_ACCESS_KEY = "S3RVER";
const ACCESS_KEY_ID = S3RVER_ACCESS_KEY_ID;
const SECRET_ACCESS_KEY = S3RVER_SECRET_ACCESS_KEY;

export type SeenRequest = { method: string; url: string; headers: IncomingMessage["headers"] };

// --- SigV4 verification (https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-create-signed-request.html)

const rfc3986 = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256Hex = (value: string) => createHash("sha256").update(value, "utf8").digest("hex");
const hmac = (key: Buffer | string, value: string) => createHmac("sha256", key).update(value, "utf8").digest();

function headerValue(headers: IncomingMessage["headers"], name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(",") : (value ?? "")).trim().replace(/\s+/g, " ");
}

/** "ok", or why the request would be refused by S3. */
export function verifySigV4(request: IncomingMessage): "ok" | "unsigned" | "bad signature" {
  const url = new URL(request.url ?? "/", "http://gate");
  const query = url.searchParams;
  const authorization = request.headers.authorization;
  let credential: string, signedHeaders: string, signature: string, amzDate: string, payloadHash: string;
  if (query.get("X-Amz-Algorithm") === "AWS4-HMAC-SHA256") {
    credential = query.get("X-Amz-Credential") ?? "";
    signedHeaders = query.get("X-Amz-SignedHeaders") ?? "";
    signature = query.get("X-Amz-Signature") ?? "";
    amzDate = query.get("X-Amz-Date") ?? "";
    payloadHash = query.get("X-Amz-Content-Sha256") ?? "UNSIGNED-PAYLOAD";
  } else if (authorization?.startsWith("AWS4-HMAC-SHA256 ")) {
    const parts = new Map(
      authorization
        .slice("AWS4-HMAC-SHA256 ".length)
        .split(",")
        .map((part) => part.trim().split("=") as [string, string]),
    );
    credential = parts.get("Credential") ?? "";
    signedHeaders = parts.get("SignedHeaders") ?? "";
    signature = parts.get("Signature") ?? "";
    amzDate = headerValue(request.headers, "x-amz-date");
    payloadHash = headerValue(request.headers, "x-amz-content-sha256");
  } else {
    return "unsigned";
  }
  const [accessKeyId, date, region, service, terminator] = credential.split("/");
  if (accessKeyId !== ACCESS_KEY_ID || !date || !region || service !== "s3" || terminator !== "aws4_request") return "bad signature";

  const canonicalQuery = [...query.entries()]
    .filter(([name]) => name !== "X-Amz-Signature")
    .map(([name, value]) => [rfc3986(name), rfc3986(value)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
  const headerNames = signedHeaders.split(";");
  const canonicalRequest = [
    request.method ?? "GET",
    url.pathname, // S3 signs the path as sent, encoded once, without normalising it
    canonicalQuery,
    ...headerNames.map((name) => `${name}:${headerValue(request.headers, name)}`),
    "",
    signedHeaders,
    payloadHash,
  ].join("\n");
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${SECRET_ACCESS_KEY}`, date), region), "s3"), "aws4_request");
  const expected = Buffer.from(createHmac("sha256", signingKey).update(stringToSign, "utf8").digest("hex"));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? "ok" : "bad signature";
}

function accessDenied(message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>${message}</Message></Error>`;
}

/** Verifies each request, then forwards it unchanged to s3rver. */
export function startSigV4Gate(upstream: AddressInfo, seen: SeenRequest[] = []): Promise<{ url: string; server: Server }> {
  const gate = createServer((request, response) => {
    seen.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers });
    const verdict = verifySigV4(request);
    if (verdict !== "ok") {
      request.resume();
      response.writeHead(403, { "Content-Type": "application/xml" });
      response.end(accessDenied(verdict === "unsigned" ? "Access Denied" : "The request signature we calculated does not match"));
      return;
    }
    const forward = httpRequest(
      { host: upstream.address, port: upstream.port, method: request.method, path: request.url, headers: request.headers },
      (reply) => {
        response.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(response);
      },
    );
    forward.on("error", () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });
  return new Promise((resolve) => {
    gate.listen(0, "127.0.0.1", () => resolve({ url: `http://127.0.0.1:${(gate.address() as AddressInfo).port}`, server: gate }));
  });
}
