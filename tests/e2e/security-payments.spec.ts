// The payment webhook and the success page over HTTP against the built app: signatures,
// the body limit, duplicate deliveries with the success page, and
// refunds, full and partial. Events are signed as the sandbox signs them.
import { request as httpRequest } from "node:http";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { signInAs } from "./support/accounts";
import { completedEvent, refundedEvent, signWebhook } from "./support/webhook";
import { gotoSettled } from "./support/network";
import { latestEmail, linkContaining } from "./support/mailbox";

const WEBHOOK = "/api/webhooks/stripe";

function postEvent(request: APIRequestContext, payload: string, signature: string | null) {
  return request.post(WEBHOOK, {
    data: payload,
    headers: { "content-type": "application/json", "accept-encoding": "gzip, br", ...(signature === null ? {} : { "stripe-signature": signature }) },
  });
}

test.describe("the webhook refuses what it cannot verify", () => {
  test("missing, tampered, v0-only, stale and garbage signatures get 400; a good one is accepted", async ({ request }) => {
    const event = completedEvent("cs_sandbox_000000000000000000000000", 600, "pi_e2e_signature");
    const payload = JSON.stringify(event);
    const good = signWebhook(payload);
    const timestamp = good.split(",")[0]!.slice(2);
    const cases: [string, string, string | null][] = [
      ["missing", payload, null],
      ["tampered", payload.replace("pi_e2e_signature", "pi_e2e_evil"), good],
      ["v0 only", payload, `t=${timestamp},v0=${good.split("v1=")[1]}`],
      ["stale", payload, signWebhook(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 })],
      ["garbage", payload, "garbage"],
    ];
    for (const [name, body, signature] of cases) {
      const response = await postEvent(request, body, signature);
      expect(response.status(), name).toBe(400);
      expect(await response.json(), name).toEqual({ error: "Invalid webhook signature" });
    }
    // The control: the same payload correctly signed is verified (no order has that session).
    const accepted = await postEvent(request, payload, good);
    expect(accepted.status()).toBe(200);
    expect(await accepted.json()).toMatchObject({ received: true, result: "unknown" });
    // Answers are small, uncompressed and never cached, whatever the client accepts.
    const headers = accepted.headers();
    expect(headers["content-encoding"]).toBeUndefined();
    expect(headers["cache-control"]).toBe("no-store, no-transform");
  });

  test("a 50 MB unsigned post is refused at once; a body over 1 MB gets 413, declared or chunked", async ({ request, baseURL }) => {
    const fiftyMegabytes = Buffer.alloc(50 * 1024 * 1024, 0x20);
    let started = Date.now();
    const unsigned = await request.post(WEBHOOK, { data: fiftyMegabytes, headers: { "content-type": "application/json" }, timeout: 30_000 });
    expect(unsigned.status()).toBe(400);
    expect(await unsigned.json()).toEqual({ error: "Invalid webhook signature" });
    expect(Date.now() - started).toBeLessThan(15_000);

    started = Date.now();
    const declared = await request.post(WEBHOOK, {
      data: Buffer.alloc(2 * 1024 * 1024, 0x20),
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
    });
    expect(declared.status()).toBe(413);
    expect(await declared.json()).toEqual({ error: "Webhook payload too large" });

    // Chunked: no Content-Length, so the server has to stop reading on its own.
    const chunked = await new Promise<{ status: number; body: string; sentBytes: number }>((resolve, reject) => {
      const target = new URL(WEBHOOK, baseURL);
      const outgoing = httpRequest(target, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00", "transfer-encoding": "chunked" },
      });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sentBytes = 0;
      let answered = false;
      outgoing.on("response", (response) => {
        answered = true;
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (part: string) => (body += part));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body, sentBytes }));
      });
      // The server may close the connection once it has answered: that is not a failure here.
      outgoing.on("error", (error) => (answered ? undefined : reject(error)));
      const pump = () => {
        while (!answered && sentBytes < 50 * 1024 * 1024) {
          sentBytes += chunk.byteLength;
          if (!outgoing.write(chunk)) return void outgoing.once("drain", pump);
        }
        if (!answered) outgoing.end();
      };
      pump();
    });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toEqual({ error: "Webhook payload too large" });
    expect(Date.now() - started).toBeLessThan(15_000);

    // Still serving.
    expect((await request.get("/api/health")).status()).toBe(200);
  });
});

test.describe("fulfilment and refunds over HTTP", () => {
  test.describe.configure({ timeout: 90_000 });

  test("three deliveries of one event with the success page: one grant, all 2xx; a partial refund keeps the guide, a full one takes it back", async ({
    page,
    request,
  }) => {
    const email = await signInAs(page, "Rae");
    await gotoSettled(page, "/guides/how-to-move-through-stuck");
    await page.getByRole("button", { name: "Buy & Download - $6" }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sandbox_[0-9a-f]{24}/);
    const sessionId = /cs_sandbox_[0-9a-f]{24}/.exec(page.url())![0];
    const paymentIntent = `pi_e2e_${sessionId.slice(-12)}`;
    const download = () => page.request.get("/api/guides/motion_003/download", { headers: { accept: "application/json" }, maxRedirects: 0 });
    expect((await download()).status()).toBe(403);

    // The same signed event three times at once, and the buyer's success page at the same moment.
    const payload = JSON.stringify(completedEvent(sessionId, 600, paymentIntent));
    const signature = signWebhook(payload);
    const responses = await Promise.all([
      postEvent(request, payload, signature),
      postEvent(request, payload, signature),
      postEvent(request, payload, signature),
      page.request.get(`/checkout/success?session_id=${sessionId}`),
    ]);
    for (const response of responses) expect(response.status()).toBe(200);
    expect((await download()).status()).toBe(200);
    await page.goto("/shelf");
    await page.keyboard.press("Escape");
    await expect(page.locator('[data-testid="shelf-card"][data-owned="true"]')).toHaveCount(1);

    // Rendered on the server: the details are in the HTML, without a client round trip.
    const html = await (await page.request.get(`/checkout/success?session_id=${sessionId}`)).text();
    expect(html).toContain("How to Move Through Stuck");
    expect(html).toContain('data-testid="success-amount"');

    const partial = JSON.stringify(refundedEvent(paymentIntent, 600, 200));
    const partialResponse = await postEvent(request, partial, signWebhook(partial));
    expect(await partialResponse.json()).toMatchObject({ received: true, result: "partially_refunded" });
    expect((await download()).status()).toBe(200);

    const full = JSON.stringify(refundedEvent(paymentIntent, 600, 600));
    const fullResponse = await postEvent(request, full, signWebhook(full));
    expect(await fullResponse.json()).toMatchObject({ received: true, result: "refunded" });
    expect((await download()).status()).toBe(403);
    // The buyer's success page now says the order was refunded (never "unable to load").
    await page.goto(`/checkout/success?session_id=${sessionId}`);
    await expect(page.getByRole("heading", { name: "This order was refunded" })).toBeVisible();
    await expect(page.getByText("Its payment was given back to your card, where it usually arrives within 5-10 business days.")).toBeVisible();
    await expect(page.getByText("Unable to load payment details.")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Download/ })).toHaveCount(0);

    // Rae clicks the download links in her receipt e-mail after the refund: a page says why, with a
    // way to the shelf and the guide, never raw JSON. A script still gets the JSON 403 (above).
    const receipt = await latestEmail(request, email, "purchase_confirmation");
    for (const link of [linkContaining(receipt, "/api/guides/motion_003/download"), linkContaining(receipt, "/api/guides/motion_003/download?format=mobile")]) {
      const url = new URL(link);
      await page.goto(`${url.pathname}${url.search}`);
      await expect(page).toHaveURL(/\/shelf\/no-access\/motion_003$/);
      await expect(page.getByRole("heading", { name: "This order was refunded" })).toBeVisible();
      await expect(page.getByText(/was refunded, so How to Move Through Stuck is no longer on your shelf/)).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "Go to My Shelf" })).toHaveAttribute("href", "/shelf");
      await expect(page.getByRole("link", { name: "View How to Move Through Stuck" })).toHaveAttribute("href", "/guides/how-to-move-through-stuck");
      await expect(page.getByText("Access Denied")).toHaveCount(0);
    }
  });
});
