// Reading a request body with a size limit: a declared Content-Length over the limit is refused
// before any byte is read, and a body without one is read only until it passes the limit.

/** True when the request declares a body larger than `limit` (or a Content-Length that is not a number). */
export function declaresBodyOver(headers: Headers, limit: number): boolean {
  const declared = headers.get("content-length");
  if (declared === null) return false;
  if (!/^\d{1,15}$/.test(declared.trim())) return true;
  return Number(declared) > limit;
}

export type LimitedBody = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: "too-large" | "unreadable" };

/** Reads a body stream to the end, stopping (and cancelling the stream) once it exceeds `limit` bytes. */
export async function readBodyWithin(body: ReadableStream<Uint8Array> | null, limit: number): Promise<LimitedBody> {
  if (!body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: "too-large" };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

export type LimitedJson = { ok: true; value: unknown } | { ok: false; status: 400 | 413 };

/** A route handler's JSON body, refused (413) past `limit` bytes before or while reading, 400 when unreadable or not JSON. */
export async function readJsonWithin(request: Request, limit: number): Promise<LimitedJson> {
  if (declaresBodyOver(request.headers, limit)) return { ok: false, status: 413 };
  const body = await readBodyWithin(request.body, limit);
  if (!body.ok) return { ok: false, status: body.reason === "too-large" ? 413 : 400 };
  try {
    return { ok: true, value: JSON.parse(new TextDecoder().decode(body.bytes)) as unknown };
  } catch {
    return { ok: false, status: 400 };
  }
}
