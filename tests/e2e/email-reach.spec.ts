// E-mail that reaches people, end to end on the outbox, whose simulated delivery events go through
// the real Resend webhook route: a gift to an address at bounce.test bounces, its giver is told (in
// the dev mailbox and on the gift's order page), corrects the address, and the new recipient claims
// the guide onto their shelf. A person whose inbox bounced sees the notice on the account page and
// changes their address through the link sent to the new one. The admin sees the bounce, the
// suppressed addresses and the rates, and lifts a suppression.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signInAs } from "./support/accounts";
import { sql } from "./support/database";
import { latestEmail, linkContaining, mailboxKeyLink, uniqueEmail } from "./support/mailbox";
import { gotoSettled } from "./support/network";
import { payWithCard } from "./support/sandbox-checkout";
import { shoot } from "./support/shots";

test.describe.configure({ timeout: 180_000 });

const ADMIN = "mail-admin@reader.test";

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

const toLocal = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

const bouncing = (prefix: string) => uniqueEmail(prefix).replace("@reader.test", "@bounce.test");

test("a gift to an address that bounces: the giver is told, corrects it, and the new recipient claims the guide", async ({ page, request, browser }) => {
  const giverEmail = uniqueEmail("gia");
  const typo = bouncing("someone");
  const fixed = uniqueEmail("someone-fixed");

  await gotoSettled(page, "/gift?guide=power_001");
  await page.getByLabel("Your name").fill("Gia");
  await page.getByLabel("Your email").fill(giverEmail);
  await page.getByLabel("Recipient's name (optional)").fill("Rae");
  await page.getByLabel("Recipient's email").fill(typo);
  await page.getByLabel("Delivery date").fill((await page.getByLabel("Delivery date").getAttribute("min"))!);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await payWithCard(page, { name: "Gia Giver" });
  await expect(page).toHaveURL(/\/gift-success\?session_id=cs_sandbox_/);
  await expect(page.getByRole("heading", { name: "Gift Purchase Successful!" })).toBeVisible();

  // The outbox "sends" the gift, the address bounces, and the giver hears of it.
  const note = await latestEmail(request, giverEmail, "gift_undeliverable_note");
  expect(note.subject).toBe(`We could not deliver your gift to ${typo}`);
  const orderLink = linkContaining(note, "/gift-success?session_id=");
  expect(new URL(orderLink).searchParams.get("session_id")).toBe(new URL(page.url()).searchParams.get("session_id"));

  // The dev mailbox lists it.
  const mailbox = await newPage(browser);
  await mailbox.goto(mailboxKeyLink());
  await expect(mailbox.getByText(`We could not deliver your gift to ${typo}`).first()).toBeVisible();
  await mailbox.context().close();

  // The order page (the buyer's browser) shows the notice and the one correction.
  await page.goto(toLocal(orderLink));
  const notice = page.getByRole("region", { name: `We could not deliver your gift to ${typo}` });
  await expect(notice).toBeVisible();
  await shoot(page, "gift-correction");
  await page.getByLabel("The recipient's correct e-mail address").fill(typo);
  await page.getByRole("button", { name: "Send the gift to this address" }).click();
  await expect(notice.getByRole("alert")).toHaveText("That is the address that did not work. Please enter another one.");
  await page.getByLabel("The recipient's correct e-mail address").fill(fixed);
  await page.getByRole("button", { name: "Send the gift to this address" }).click();
  await expect(page.getByRole("status").filter({ hasText: `We sent your gift to ${fixed}` })).toBeVisible();
  await expect(page.getByText(`Rae (${fixed})`)).toBeVisible();
  await expect(notice).toHaveCount(0);
  await shoot(page, "gift-corrected");

  // Another browser learns nothing from the order's address without the e-mail's key.
  const stranger = await newPage(browser);
  const withoutKey = new URL(page.url());
  withoutKey.searchParams.delete("key");
  await stranger.goto(`${withoutKey.pathname}${withoutKey.search}`);
  await expect(stranger.getByRole("heading", { name: "Gift Purchase Successful!" })).toBeVisible();
  await expect(stranger.getByText(fixed)).toHaveCount(0);
  await stranger.context().close();

  // The new recipient claims it, signed in with the corrected address.
  const gift = await latestEmail(request, fixed, "gift_received_single_guide");
  const recipient = await newPage(browser);
  await signInAs(recipient, "Rae", fixed);
  await recipient.goto(new URL(linkContaining(gift, "/gift/claim/")).pathname);
  await recipient.getByRole("button", { name: "Claim your guide" }).click();
  await expect(recipient.getByRole("heading", { name: "Gift claimed!" })).toBeVisible();
  await recipient.getByRole("link", { name: "Go to My Shelf" }).click();
  await expect(recipient.locator('[data-testid="shelf-card"][data-owned="true"]')).toHaveCount(1);
  await recipient.context().close();

  // The admin sees the bounce on the outbox and the suppressed address, and lifts it.
  const admin = await newPage(browser);
  await signInAs(admin, "Mia", ADMIN);
  await admin.goto("/admin/emails?tab=outbox");
  const bouncedGift = admin
    .getByRole("list", { name: "Outbox" })
    .getByRole("listitem")
    .filter({ hasText: "gift_received_single_guide" })
    .filter({ hasText: typo });
  await expect(bouncedGift.locator('[data-delivery="bounced"]')).toBeVisible();
  await admin.goto("/admin");
  await expect(admin.getByRole("heading", { name: "E-mail delivery, last 30 days" })).toBeVisible();
  await expect(admin.locator('[data-figure="Bounce rate"]')).toHaveText(/^\d+(\.\d+)?%$/);
  await admin.goto("/admin/emails?tab=suppressed");
  const row = admin.getByRole("list", { name: "Suppressed addresses" }).getByRole("listitem").filter({ hasText: typo });
  await expect(row).toContainText("Hard bounce");
  await shoot(admin, "admin-suppressed");
  await row.getByRole("button", { name: `Lift the suppression of ${typo}` }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Lift suppression" }).click();
  await expect(admin.locator("[data-sonner-toast]").filter({ hasText: `${typo} gets our e-mails again.` })).toBeVisible();
  await expect(row).toHaveCount(0);
  await admin.goto("/admin");
  await expect(admin.getByRole("table").getByText("email.lift_suppression").first()).toBeVisible();
  await admin.context().close();
});

test("an inbox that bounced: the account page says so, and the address changes through a link sent to the new one", async ({ page, request, browser }) => {
  const old = bouncing("ada");
  const next = uniqueEmail("ada-new");
  await signInAs(page, "Ada", old);

  // A password reset asked for that address bounces, which suppresses it.
  const visitor = await newPage(browser);
  await visitor.goto("/login");
  await visitor.getByLabel("Email").fill(old);
  await visitor.getByRole("button", { name: "Forgot your password?" }).click();
  await visitor.getByRole("dialog").getByRole("button", { name: "Send reset link" }).click();
  await expect(visitor.locator("[data-sonner-toast]").filter({ hasText: "Password reset sent" })).toBeVisible();
  await visitor.context().close();
  await expect
    .poll(async () => (await sql(`SELECT 1 FROM "email_suppressions" WHERE "address" = $1 AND "suppressed_at" IS NOT NULL`, [old])).rowCount, {
      timeout: 20_000,
    })
    .toBe(1);

  await gotoSettled(page, "/account");
  const notice = page.getByRole("alert").filter({ hasText: `We could not reach your inbox at ${old}: check the address` });
  await expect(notice).toBeVisible();
  await shoot(page, "account-unreachable");
  await notice.getByRole("link", { name: "change your e-mail address" }).click();
  await expect(page).toHaveURL(/#email-address$/);
  await page.getByLabel("New e-mail address").fill(next);
  await page.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(page.getByText("We have sent a link to your new address.")).toBeVisible();
  // Nothing changes until the link is opened.
  await page.reload();
  await expect(page.getByText(`Signed in as ${old}`)).toBeVisible();

  const message = await latestEmail(request, next, "auth_email_change");
  await page.goto(toLocal(linkContaining(message, "/account/email/confirm?token=")));
  await expect(page.getByRole("heading", { name: "Confirm your new e-mail address" })).toBeVisible();
  await shoot(page, "account-email-confirm");
  await page.getByRole("button", { name: "Use my new address" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Signed in as ${next}`)).toBeVisible();
  await expect(page.getByText("We could not reach your inbox")).toHaveCount(0);

  // The link is single use.
  await page.goto(toLocal(linkContaining(message, "/account/email/confirm?token=")));
  await expect(page.getByText("This link has expired or was already used.")).toBeVisible();
});
