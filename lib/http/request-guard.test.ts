// The proxy's refusals of server-action bodies, on requests built as a browser or a client sends them.
import { describe, expect, it } from "vitest";
import { refuseUnsafeRequest } from "./request-guard";

const SITE = "https://shop.example";

function post(body: BodyInit, headers: Record<string, string>, chunked = false): Request {
  const init: RequestInit & { duplex?: "half" } = { method: "POST", headers: { host: "shop.example", origin: SITE, ...headers } };
  if (chunked) {
    const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
    init.body = new ReadableStream({
      start(controller) {
        controller.enqueue(bytes as Uint8Array);
        controller.close();
      },
    });
    init.duplex = "half";
  } else {
    init.body = body;
  }
  return new Request(`${SITE}/quiz`, init);
}

describe("a multipart action body", () => {
  it("that the platform's parser reads passes, with or without a declared length", async () => {
    const form = new FormData();
    form.set("$ACTION_ID_abc", "");
    form.set("email", "reader@example.com");
    const encoded = new Response(form);
    const contentType = encoded.headers.get("content-type")!;
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    expect(await refuseUnsafeRequest(post(bytes, { "content-type": contentType, "content-length": String(bytes.byteLength) }), [SITE])).toBeNull();
    expect(await refuseUnsafeRequest(post(bytes, { "content-type": contentType }, true), [SITE])).toBeNull();
  });

  it("that it cannot read is a 400 with a sentence, with or without a declared length", async () => {
    for (const [what, contentType, body] of [
      ["garbage", "multipart/form-data; boundary=x", "garbage"],
      ["no boundary", "multipart/form-data", "--x\r\n\r\n"],
      ["unterminated", "multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue'],
    ] as const) {
      for (const chunked of [false, true]) {
        const headers: Record<string, string> = { "content-type": contentType, "next-action": "abc" };
        if (!chunked) headers["content-length"] = String(new TextEncoder().encode(body).byteLength);
        const refused = await refuseUnsafeRequest(post(body, headers, chunked), [SITE]);
        expect(refused?.status, `${what}, chunked: ${chunked}`).toBe(400);
        expect(await refused?.text()).toBe("Bad request: the form could not be read.\n");
      }
    }
  });

  it("over the limit is a 413 before it is parsed", async () => {
    const refused = await refuseUnsafeRequest(post("x", { "content-type": "multipart/form-data; boundary=x", "content-length": String(2 * 1024 * 1024) }), [
      SITE,
    ]);
    expect(refused?.status).toBe(413);
  });
});
