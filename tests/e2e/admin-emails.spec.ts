// /admin/emails in Chromium, as an admin: edit an Atomic Year template with its live preview, send
// it as a test and find the test in the Outbox (rendered in its sandboxed frame); resend a failed
// e-mail from the Outbox; set a schedule day to "abc" (it becomes 0) and to 400 (refused with the
// message, nothing saved). The schedule entry edited here is one this test adds, switched off, so
// running programmes and the Atomic Year pages other tests read never see it. With SHOTS_DIR set,
// it also saves every tab (and /admin/programmes) at 1280 and 390 px.
import { randomBytes } from "node:crypto";
import { devices, expect, test, type Browser, type Page } from "@playwright/test";
import { sql } from "./support/database";
import { signInAs } from "./support/accounts";
import { shoot } from "./support/shots";
import { latestEmail, linkContaining, uniqueEmail } from "./support/mailbox";
import { expectGiftLinkToast } from "./support/toasts";
import { gotoSettled } from "./support/network";

test.describe.configure({ timeout: 180_000 });

// On ADMIN_EMAILS in scripts/test.mjs (an address of its own: admin.spec.ts signs up shop-owner@).
const ADMIN_EMAIL = "mail-admin@reader.test";
const PROBE_CODE = "e2e_schedule_probe";
const DAY_MESSAGE = "Days after subscription must be a whole number from 0 to 365.";

const id = () => `e2e${randomBytes(12).toString("hex")}`;

test("an admin edits an Atomic Year template, previews it, sends a test, finds it in the Outbox and resends a failed e-mail", async ({ page }) => {
  await signInAs(page, "Owner", ADMIN_EMAIL);
  await gotoSettled(page, "/admin/emails");
  await expect(page.getByRole("heading", { name: "E-mail management" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Atomic Year Templates" })).toHaveAttribute("aria-current", "page");
  await expect(page.locator("li[data-slot-code]")).toHaveCount(28);
  await shoot(page, "tab-atomic-year");

  await page.getByRole("button", { name: "Edit closing" }).click();
  const editor = page.getByRole("form", { name: "Atomic Year: Closing" });
  await expect(editor).toBeVisible();
  const year = new Date().getFullYear();
  await editor.getByLabel("Subject").fill("Your year, {{USER_NAME}}, {{CURRENT_YEAR}} {{GUIDE_TITLE}}");
  await editor.getByLabel("HTML").fill("<h1>Thank you</h1><p>Fresh words for {{USER_NAME}} about {{GUIDE_TITLE}}.</p>");
  // The live preview fills the placeholders as a test e-mail does.
  await expect(editor.getByTestId("preview-subject")).toHaveText(`Subject: Your year, Owner, ${year} [TEST VALUE]`);
  await expect(editor.frameLocator("iframe").getByText("Fresh words for Owner about [TEST VALUE].")).toBeVisible();
  await shoot(page, "tab-atomic-year-editing");

  // The test address starts as the admin's own; emptied, the button says one is needed.
  await expect(editor.getByLabel("Test e-mail address")).toHaveValue(ADMIN_EMAIL);
  await editor.getByLabel("Test e-mail address").fill("");
  await editor.getByRole("button", { name: "Send Test" }).click();
  await expect(page.getByText("Email Required")).toBeVisible();
  await editor.getByLabel("Test e-mail address").fill("tester@reader.test");
  await editor.getByRole("button", { name: "Send Test" }).click();
  await expect(page.getByText("Test e-mail sent to tester@reader.test.")).toBeVisible();
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Template saved.")).toBeVisible();
  await expect(page.locator('li[data-slot-code="closing"]')).toContainText("Your year, {{USER_NAME}}");

  // A failed e-mail for the Outbox's Resend (recorded as a provider refusal leaves it).
  const failedId = id();
  await sql(
    `INSERT INTO email_messages (id, "to", type, subject, html, status, transport, attempts, error, created_at)
     VALUES ($1, 'bounced@reader.test', 'test', 'A message that failed', '<p>Second try</p>', 'failed', 'outbox', 1, 'Resend refused the message (500)', now() - interval '1 minute')`,
    [failedId],
  );

  await page.getByRole("link", { name: "Outbox" }).click();
  await expect(page).toHaveURL(/tab=outbox/);
  const testSubject = `[TEST] Your year, Owner, ${year} [TEST VALUE]`;
  await page.getByRole("link", { name: new RegExp(testSubject.replace(/[[\]]/g, "\\$&")) }).click();
  const message = page.getByRole("complementary", { name: testSubject });
  await expect(message).toContainText("tester@reader.test");
  await expect(message.frameLocator("iframe").getByText("Fresh words for Owner about [TEST VALUE].")).toBeVisible();
  await shoot(page, "tab-outbox");

  await page.getByRole("link", { name: "failed", exact: true }).click();
  await expect(page).toHaveURL(/status=failed/);
  const failed = page.getByRole("list", { name: "Outbox" }).locator("li").filter({ hasText: "A message that failed" });
  await failed.getByRole("button", { name: "Resend the e-mail to bounced@reader.test" }).click();
  await expect(page.getByText("Sent again to bounced@reader.test.")).toBeVisible();
  await expect(page.getByText("A message that failed")).toHaveCount(0);
  const rows = await sql<{ status: string; attempts: number }>(`SELECT status, attempts FROM email_messages WHERE id = $1`, [failedId]);
  expect(rows.rows[0]).toEqual({ status: "sent", attempts: 2 });
});

test('a schedule day of "abc" becomes 0 and 400 is refused with the message', async ({ page }) => {
  const templateId = id();
  await sql(
    `INSERT INTO email_templates (id, code, name, subject, html_content, email_type, is_active, updated_at)
     VALUES ($1, $2, 'E2E schedule probe', 'Probe', '<p>Probe</p>', 'check_in', true, now())`,
    [templateId, PROBE_CODE],
  );
  await sql(
    `INSERT INTO email_schedules (id, template_id, days_after_subscription, description, is_active, updated_at)
     VALUES ($1, $2, 200, 'E2E schedule probe', false, now())`,
    [id(), templateId],
  );
  const storedDay = async () =>
    (await sql<{ days: number }>(`SELECT days_after_subscription AS days FROM email_schedules WHERE template_id = $1`, [templateId])).rows[0]?.days;

  await signInAs(page, "Owner", ADMIN_EMAIL);
  await gotoSettled(page, "/admin/emails?tab=schedules");
  await expect(page.getByRole("link", { name: "Email Schedules" })).toHaveAttribute("aria-current", "page");
  const row = page.locator(`tr[data-schedule-code="${PROBE_CODE}"]`);
  await expect(row.getByTestId(`day-${PROBE_CODE}`)).toHaveText("200");
  await shoot(page, "tab-schedules");

  await row.getByRole("button", { name: `Edit day of ${PROBE_CODE}` }).click();
  await row.getByLabel(`Days after subscription for ${PROBE_CODE}`).fill("abc");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(row.getByTestId(`day-${PROBE_CODE}`)).toHaveText("0");
  expect(await storedDay()).toBe(0);

  await row.getByRole("button", { name: `Edit day of ${PROBE_CODE}` }).click();
  await row.getByLabel(`Days after subscription for ${PROBE_CODE}`).fill("400");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(row.getByRole("alert")).toHaveText(DAY_MESSAGE);
  await row.getByRole("button", { name: "Cancel" }).click();
  await expect(row.getByTestId(`day-${PROBE_CODE}`)).toHaveText("0");
  expect(await storedDay()).toBe(0);

  for (const tab of ["guide-purchase", "special"] as const) {
    await gotoSettled(page, `/admin/emails?tab=${tab}`);
    if (tab === "guide-purchase") {
      await expect(page.getByText("Please select a guide first")).toBeVisible();
      await page.getByLabel("Guide", { exact: true }).selectOption({ label: "Emotional Alchemy (default)" });
      await expect(page.getByText("Not saved yet: the first save creates it.")).toBeVisible();
    } else {
      await expect(page.getByRole("heading", { name: "Test special e-mails" })).toBeVisible();
    }
    await shoot(page, `tab-${tab}`);
  }
});

test("deleting a special template asks in the shop's dialog: Cancel keeps it, Delete removes it", async ({ page }) => {
  const name = `E2E special probe ${id()}`;
  await sql(
    `INSERT INTO email_templates (id, code, name, subject, html_content, email_type, is_active, updated_at)
     VALUES ($1, $1, $2, 'Probe', '<p>Probe</p>', 'test', false, now())`,
    [id(), name],
  );
  const stored = async () => (await sql(`SELECT 1 FROM email_templates WHERE name = $1`, [name])).rowCount;
  await signInAs(page, "Owner", ADMIN_EMAIL);
  await gotoSettled(page, "/admin/emails?tab=special");
  const nativeDialogs: string[] = [];
  page.on("dialog", (dialog) => void nativeDialogs.push(dialog.message()));

  await page.getByRole("button", { name: `Delete ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Are you sure you want to delete this template?" });
  await expect(dialog).toContainText(`${name} is deleted for good.`);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  expect(await stored()).toBe(1);

  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Template deleted.")).toBeVisible();
  await expect(page.getByRole("button", { name: `Delete ${name}` })).toHaveCount(0);
  expect(await stored()).toBe(0);
  expect(nativeDialogs).toEqual([]);
});

test("a delivered gift's e-mail is resent from the admin's gift list with a new link, and the old link stops working", async ({ page, request, browser }) => {
  const recipientEmail = uniqueEmail("rae");
  await gotoSettled(page, "/gift?guide=vision_003");
  await page.getByLabel("Your name").fill("Gia");
  await page.getByLabel("Your email").fill(uniqueEmail("gia"));
  await page.getByLabel("Recipient's name (optional)").fill("Rae");
  await page.getByLabel("Recipient's email").fill(recipientEmail);
  await page.getByLabel("Delivery date").fill((await page.getByLabel("Delivery date").getAttribute("min"))!);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.getByRole("button", { name: "Pay $6" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sandbox_/);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel(/expir/i).fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel(/name on card/i).fill("Gia Giver");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/gift-success\?session_id=cs_sandbox_/);
  const first = await latestEmail(request, recipientEmail, "gift_received_single_guide");
  const oldPath = new URL(linkContaining(first, "/gift/claim/")).pathname;

  const admin = await newPage(browser);
  await signInAs(admin, "Owner", ADMIN_EMAIL);
  await gotoSettled(admin, "/admin/programmes");
  const row = admin.locator("tr[data-gift-id]").filter({ hasText: recipientEmail });
  await expect(row).toContainText("delivered");
  await expect(row).toContainText("The Opposite of Autopilot");
  await shoot(admin, "programmes");
  await row.getByRole("button", { name: `Resend gift e-mail to ${recipientEmail}` }).click();
  const confirm = admin.getByRole("dialog", { name: "Resend the gift e-mail?" });
  await expect(confirm).toContainText(`The gift e-mail goes to ${recipientEmail} again, with a new link.`);
  await confirm.getByRole("button", { name: "Resend gift e-mail" }).click();
  await expect(admin.getByText(`The gift e-mail was sent again to ${recipientEmail}, with a new link.`)).toBeVisible();

  let second = first;
  await expect.poll(async () => (second = await latestEmail(request, recipientEmail, "gift_received_single_guide")).id, { timeout: 20_000 }).not.toBe(first.id);
  const newPath = new URL(linkContaining(second, "/gift/claim/")).pathname;
  expect(newPath).not.toBe(oldPath);
  await page.goto(oldPath);
  await expectGiftLinkToast(page, "Gift Not Found", "We couldn't find a gift for this link. It may have expired or been withdrawn.");
  await page.goto(newPath);
  await expect(page.getByRole("heading", { name: "Claim your gift" })).toBeVisible();
  await admin.context().close();
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...devices["Desktop Chrome"], baseURL: test.info().project.use.baseURL });
  return context.newPage();
}
