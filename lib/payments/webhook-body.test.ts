import { describe, expect, it } from "vitest";
import { readWebhookBody } from "./webhook-body";

function request(body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = { "stripe-signature": "t=1,v1=00" }) {
  return new Request("http://127.0.0.1/api/webhooks/stripe", { method: "POST", body, headers });
}

describe("readWebhookBody", () => {
  it("returns the body as text, exactly as signed (UTF-8), with the signature", async () => {
    expect(await readWebhookBody(request('{"name":"Zoë ✓"}'))).toEqual({ ok: true, rawBody: '{"name":"Zoë ✓"}', signature: "t=1,v1=00" });
  });

  it("accepts a body of exactly the limit and refuses one byte more with 413", async () => {
    expect(await readWebhookBody(request(new Uint8Array(16).fill(0x20)), 16)).toMatchObject({ ok: true });
    expect(await readWebhookBody(request(new Uint8Array(17).fill(0x20)), 16)).toEqual({ ok: false, status: 413, error: "Webhook payload too large" });
  });

  it("refuses a declared length over the limit and a missing or empty signature", async () => {
    expect(await readWebhookBody(request("{}", { "stripe-signature": "t=1,v1=00", "content-length": "17" }), 16)).toMatchObject({ ok: false, status: 413 });
    expect(await readWebhookBody(request("{}", {}))).toEqual({ ok: false, status: 400, error: "Invalid webhook signature" });
    expect(await readWebhookBody(request("{}", { "stripe-signature": "" }))).toEqual({ ok: false, status: 400, error: "Invalid webhook signature" });
  });
});
