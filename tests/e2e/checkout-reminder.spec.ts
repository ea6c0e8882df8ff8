// The reminder of an unfinished checkout in Chromium: a person who opted in to news starts a checkout
// of two guides and leaves it; a day later the scheduled job sends the reminder; its link, opened in
// their browser, shows what they left and starts a fresh checkout of the same guides. Someone else
// signed in with the same link is told it is not theirs; the e-mail's unsubscribe page turns news
// off. Screenshots of the e-mail in the mailbox and of both pages at 1280 and 390 px.
import { expect, test } from "@playwright/test";
import { optInToNews, signUpConfirmed } from "./support/accounts";
import { sql } from "./support/database";
import { latestEmail, linkContaining, mailboxKeyLink, uniqueEmail } from "./support/mailbox";
import { callAction } from "./support/server-actions";
import { shoot } from "./support/shots";
import { gotoSettled } from "./support/network";
import { runScheduledJob } from "./support/scheduled-job";

test.describe.configure({ timeout: 180_000 });

const GUIDES = [
  { id: "power_002", slug: "", title: "" },
  { id: "vision_003", slug: "", title: "" },
];

test("the reminder's link starts a fresh checkout of the guides left in the cart, for that account only", async ({ page, request, browser, baseURL }) => {
  for (const guide of GUIDES) {
    const { rows } = await sql<{ slug: string; title: string }>("SELECT slug, title FROM guides WHERE id = $1", [guide.id]);
    Object.assign(guide, rows[0]);
  }
  const email = await signUpConfirmed(page, request, "Noor", uniqueEmail("noor"));
  await optInToNews(page, email);

  // Two guides in the cart, to the sandbox's hosted checkout, and away without paying.
  for (const guide of GUIDES) {
    await gotoSettled(page, `/guides/${guide.slug}`);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText(`${guide.title} has been added to your cart.`)).toBeVisible();
  }
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sandbox_/);
  await page.goto("/shelf");

  // A day and an hour pass (the order's start moves back), and the scheduled job runs.
  await sql("UPDATE orders SET created_at = created_at - interval '25 hours' WHERE customer_email = $1", [email]);
  const report = await runScheduledJob(request);
  expect(report.jobs["checkout-reminders"]!.sent).toBeGreaterThanOrEqual(1);
  const message = await latestEmail(request, email, "checkout_reminder");
  expect(message.subject).toBe("Your guides are still waiting in your checkout");
  for (const guide of GUIDES) expect(message.html).toContain(guide.title);
  const link = new URL(linkContaining(message, "/checkout/resume?token="));
  expect(message.links.some((href) => href.includes("/unsubscribe?list=news&token="))).toBe(true);

  // The e-mail as the mailbox shows it.
  await page.goto(mailboxKeyLink());
  await page.goto(`/dev/mailbox/${message.id}`);
  await expect(page.frameLocator("iframe").getByRole("link", { name: "Finish my checkout" })).toBeVisible();
  await shoot(page, "checkout-reminder-email");

  // Someone else signed in, following the same link: nothing of Noor's.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signUpConfirmed(other, request, "Omar", uniqueEmail("omar"));
  await other.goto(`${link.pathname}${link.search}`);
  await expect(other.getByRole("alert").filter({ hasText: "This link is not valid for your account" })).toBeVisible();
  await expect(other.getByRole("button", { name: "Continue to checkout" })).toHaveCount(0);
  await otherContext.close();

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { name: "Finish your checkout" })).toBeVisible();
  const items = page.getByTestId("left-items");
  for (const guide of GUIDES) await expect(items).toContainText(guide.title);
  await shoot(page, "checkout-reminder-page");
  await page.getByRole("button", { name: "Continue to checkout" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sandbox_/);
  for (const guide of GUIDES) await expect(page.getByText(guide.title, { exact: false }).first()).toBeVisible();
  await expect(page.getByText("$12").first()).toBeVisible();

  // The fresh checkout is a new order of exactly those guides, priced by the server.
  const { rows } = await sql<{ guides: string[]; total_cents: number }>(
    `SELECT array_agg(i.guide_id ORDER BY i.guide_id) AS guides, o.total_cents FROM orders o JOIN order_items i ON i.order_id = o.id
      WHERE o.customer_email = $1 AND o.reminder_checked_at IS NULL GROUP BY o.id, o.total_cents`,
    [email],
  );
  expect(rows).toEqual([{ guides: GUIDES.map((guide) => guide.id).sort(), total_cents: 1200 }]);

  // The action called directly, as an attacker could: from a foreign page, with a malformed argument,
  // without a session. None of them starts a checkout.
  const action = { page: "/checkout/resume", file: "lib/checkout/actions.ts", name: "resumeCheckoutAction" };
  const orders = async () => (await sql("SELECT 1 FROM orders WHERE customer_email = $1", [email])).rowCount;
  const before = await orders();
  const foreign = await callAction(page.request, {
    origin: baseURL!,
    ...action,
    args: [link.searchParams.get("token")],
    headers: { Origin: "https://evil.example" },
  });
  expect(foreign.status).toBe(403);
  const malformed = await callAction(page.request, { origin: baseURL!, ...action, args: [{ token: link.searchParams.get("token") }] });
  expect(malformed.result).toEqual({ ok: false, error: "This link is not valid for your account." });
  const visitor = await callAction(request, { origin: baseURL!, ...action, args: [link.searchParams.get("token")] });
  expect(visitor.result).toMatchObject({ ok: false, code: "sign_in" });
  expect(await orders()).toBe(before);

  // The e-mail's unsubscribe link: the page changes nothing until its button is pressed.
  const leave = new URL(linkContaining(message, "/unsubscribe?list=news&token="));
  await page.goto(`${leave.pathname}${leave.search}`);
  await expect(page.getByRole("heading", { name: "News e-mails" })).toBeVisible();
  expect((await sql("SELECT 1 FROM users WHERE email = $1 AND marketing_emails", [email])).rowCount).toBe(1);
  await page.getByRole("button", { name: "Unsubscribe from news e-mails" }).click();
  await expect(page.getByRole("status")).toHaveText(/You are unsubscribed from news e-mails/);
  await expect(page.getByRole("button", { name: "Resubscribe" })).toBeVisible();
  expect((await sql("SELECT 1 FROM users WHERE email = $1 AND marketing_emails", [email])).rowCount).toBe(0);
  await shoot(page, "news-unsubscribed");
  // Undone on the spot, and left again.
  await page.getByRole("button", { name: "Resubscribe" }).click();
  await expect(page.getByRole("status")).toHaveText(/You get news e-mails/);
  expect((await sql("SELECT 1 FROM users WHERE email = $1 AND marketing_emails", [email])).rowCount).toBe(1);
  await page.getByRole("button", { name: "Unsubscribe from news e-mails" }).click();
  await expect(page.getByRole("button", { name: "Resubscribe" })).toBeVisible();
  // The link opened again (later, or by whoever the e-mail was forwarded to) cannot turn news on: the account does.
  await page.reload();
  await expect(page.getByRole("status")).toHaveText(/You are unsubscribed from news e-mails/);
  await expect(page.getByRole("button", { name: "Resubscribe" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "account's e-mail preferences" })).toHaveAttribute("href", "/account#emails");
  await shoot(page, "news-unsubscribed-later");
});

test("a bundle left in a checkout comes back as one line at its price, and the fresh checkout asks for the bundle again", async ({ page, request }) => {
  const email = await signUpConfirmed(page, request, "Ines", uniqueEmail("ines"));
  await optInToNews(page, email);

  // The Feeling bundle at the price the admin set (no other test changes it).
  const { rows: feeling } = await sql<{ slug: string; cents: number }>(
    "SELECT g.slug, s.bundle_price_cents AS cents FROM guides g JOIN strands s ON s.strand = g.strand WHERE g.strand = 'feeling' ORDER BY g.sort_order LIMIT 1",
  );
  const { slug, cents } = feeling[0]!;
  // The cart and the reminder's page write the amount to pay with cents ("$20.00").
  const amount = `$${(cents / 100).toFixed(2)}`;
  await gotoSettled(page, `/guides/${slug}`);
  await page.getByTestId("bundle-offer").getByRole("button", { name: "Add bundle to cart" }).click();
  await expect(page.getByText("The Feeling bundle has been added to your cart.")).toBeVisible();
  await gotoSettled(page, "/cart");
  await expect(page.getByTestId("cart-total")).toHaveText(amount);
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sandbox_/);
  await page.goto("/shelf");

  await sql("UPDATE orders SET created_at = created_at - interval '25 hours' WHERE customer_email = $1", [email]);
  expect((await runScheduledJob(request)).jobs["checkout-reminders"]!.sent).toBeGreaterThanOrEqual(1);
  const message = await latestEmail(request, email, "checkout_reminder");
  expect(message.html).toContain("Feeling bundle");
  const link = new URL(linkContaining(message, "/checkout/resume?token="));

  await page.goto(`${link.pathname}${link.search}`);
  const items = page.getByTestId("left-items").getByRole("listitem");
  await expect(items).toHaveCount(1);
  await expect(items).toContainText("Feeling bundle");
  await expect(items).toContainText(amount);
  await expect(page.getByText(`Total: ${amount}.`)).toBeVisible();
  await shoot(page, "checkout-reminder-bundle");
  await page.getByRole("button", { name: "Continue to checkout" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sandbox_/);
  const { rows } = await sql<{ total_cents: number; bundles: string[] }>(
    `SELECT o.total_cents, array_agg(DISTINCT i.bundle_strand::text) FILTER (WHERE i.bundle_strand IS NOT NULL) AS bundles
       FROM orders o JOIN order_items i ON i.order_id = o.id
      WHERE o.customer_email = $1 AND o.reminder_checked_at IS NULL GROUP BY o.id, o.total_cents`,
    [email],
  );
  expect(rows).toEqual([{ total_cents: cents, bundles: ["feeling"] }]);
});
