// The scheduled job's route and the one-click unsubscribe, over HTTP against the built app: the cron
// route answers only the Bearer secret; the unsubscribe POST gets through the proxy
// without an Origin, as mail providers send it, and nothing else is loosened.
import { createHmac } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signInAs } from "./support/accounts";

const cronSecret = () => {
  const secret = process.env.CRON_SECRET;
  if (!secret) throw new Error("CRON_SECRET is not set (scripts/test.mjs sets it)");
  return secret;
};

/** The token lib/atomic-year/unsubscribe.ts signs, computed independently from the server's AUTH_SECRET. */
function unsubscribeToken(userId: string): string {
  const secret = process.env.AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set (scripts/test.mjs sets it)");
  const key = createHmac("sha256", secret).update("atomic-guides:programme-emails-unsubscribe:v1").digest();
  return `${userId}.${createHmac("sha256", key).update(userId).digest("base64url")}`;
}

const oneClick = { "Content-Type": "application/x-www-form-urlencoded" };

test.describe("the cron route", () => {
  test("refuses a missing or wrong secret with 401 and no detail, on GET and POST, whatever the Origin", async ({ request }) => {
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: "Bearer wrong" },
      { Authorization: `Bearer ${cronSecret()}-` },
      { Origin: "https://evil.example" },
    ];
    for (const headers of attempts) {
      for (const response of [await request.get("/api/cron/scheduled-emails", { headers }), await request.post("/api/cron/scheduled-emails", { headers })]) {
        expect(response.status()).toBe(401);
        expect(await response.text()).toBe("");
      }
    }
  });

  test("runs for the right secret, from a server with no Origin, and answers the counts", async ({ request }) => {
    const response = await request.get("/api/cron/scheduled-emails?now=2030-01-01", { headers: { Authorization: `Bearer ${cronSecret()}` } });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ sent: expect.any(Number), skipped: expect.any(Number), failed: expect.any(Number), errors: [] });
    const post = await request.post("/api/cron/scheduled-emails", { headers: { Authorization: `Bearer ${cronSecret()}` } });
    expect(post.status()).toBe(200);
  });
});

test.describe("one-click unsubscribe", () => {
  test("a POST with no Origin reaches the route; a foreign Origin and other paths are still refused", async ({ request }) => {
    const forged = await request.post("/api/unsubscribe?token=someone.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", {
      headers: oneClick,
      data: "List-Unsubscribe=One-Click",
    });
    expect(forged.status()).toBe(400);
    expect(await forged.text()).toContain("This unsubscribe link is not valid.");
    const foreign = await request.post("/api/unsubscribe?token=x", {
      headers: { ...oneClick, Origin: "https://evil.example" },
      data: "List-Unsubscribe=One-Click",
    });
    expect(foreign.status()).toBe(403);
    const elsewhere = await request.post("/api/unsubscribe-other", { headers: oneClick, data: "List-Unsubscribe=One-Click" });
    expect(elsewhere.status()).toBe(403);
  });

  test("a bad link shows a clear message with 404; the page asks before it changes anything", async ({ page, request }) => {
    const bad = await page.goto("/unsubscribe?token=not-a-token");
    expect(bad?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This unsubscribe link is not valid" })).toBeVisible();

    await signInAs(page, "Ursula");
    const session = (await (await page.request.get("/api/auth/session")).json()) as { user: { id: string } };
    const token = unsubscribeToken(session.user.id);

    // GET (a link scanner, an old mail client) only leads to the page.
    const get = await request.get(`/api/unsubscribe?token=${token}`, { maxRedirects: 0 });
    expect(get.status()).toBe(303);
    await page.goto(`/unsubscribe?token=${token}`);
    await expect(page.getByRole("heading", { name: "Atomic Year e-mails" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("You get every e-mail of The Atomic Year");

    await page.getByRole("button", { name: "Unsubscribe from check-ins and season notes" }).click();
    await expect(page.getByRole("status")).toContainText("You are unsubscribed from the check-ins and season notes.");
    await page.getByRole("button", { name: "Resubscribe" }).click();
    await expect(page.getByRole("status")).toContainText("You get every e-mail of The Atomic Year");

    // The mail provider's one-click POST, with no Origin and no cookies.
    const response = await request.post(`/api/unsubscribe?token=${token}`, { headers: oneClick, data: "List-Unsubscribe=One-Click" });
    expect(response.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole("button", { name: "Resubscribe" })).toBeVisible();
  });
});
