import { describe, expect, it } from "vitest";
import { declaresBodyOver, readBodyWithin, readJsonWithin } from "./body";

function streamOf(chunks: Uint8Array[], events: { pulled: number; cancelled: boolean } = { pulled: 0, cancelled: false }): ReadableStream<Uint8Array> {
  return new ReadableStream({
    pull(controller) {
      const chunk = chunks[events.pulled++];
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
    cancel() {
      events.cancelled = true;
    },
  });
}

describe("request body limits", () => {
  it("judges a declared Content-Length without reading", () => {
    expect(declaresBodyOver(new Headers({ "content-length": "1025" }), 1024)).toBe(true);
    expect(declaresBodyOver(new Headers({ "content-length": "1024" }), 1024)).toBe(false);
    expect(declaresBodyOver(new Headers({ "content-length": "-1" }), 1024)).toBe(true);
    expect(declaresBodyOver(new Headers(), 1024)).toBe(false);
  });

  it("stops reading an undeclared body once it passes the limit", async () => {
    const events = { pulled: 0, cancelled: false };
    const stream = streamOf(
      Array.from({ length: 100 }, () => new Uint8Array(400)),
      events,
    );
    expect(await readBodyWithin(stream, 1000)).toEqual({ ok: false, reason: "too-large" });
    expect(events.pulled).toBeLessThan(10);
    expect(events.cancelled).toBe(true);
  });

  it("returns the whole body when it fits", async () => {
    const result = await readBodyWithin(streamOf([new TextEncoder().encode("ab"), new TextEncoder().encode("cd")]), 4);
    expect(result.ok && new TextDecoder().decode(result.bytes)).toBe("abcd");
  });

  it("reads JSON within a limit and tells oversize from malformed", async () => {
    const request = (body: string, headers: Record<string, string> = {}) => new Request("http://x/", { method: "POST", body, headers });
    expect(await readJsonWithin(request('{"path":"/x"}'), 100)).toEqual({ ok: true, value: { path: "/x" } });
    expect(await readJsonWithin(request("x".repeat(200)), 100)).toEqual({ ok: false, status: 413 });
    expect(await readJsonWithin(request("{", {}), 100)).toEqual({ ok: false, status: 400 });
  });
});
