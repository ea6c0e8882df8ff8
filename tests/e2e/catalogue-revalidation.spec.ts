// The prerendered catalogue, as `next start` serves it, follows an admin's change at once: the
// change revalidates the page's cache tag, and the next request gets the regenerated page.
import { randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { sql } from "./support/database";
import { signUpConfirmed } from "./support/accounts";

test.describe.configure({ timeout: 180_000 });

// On ADMIN_EMAILS in scripts/test.mjs.
const ADMIN_EMAIL = "cache-admin@reader.test";
const PROBE_CODE = "e2e_revalidation_probe";

async function page(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers: { accept: "text/html", ...headers } });
  return { status: response.status(), headers: response.headers(), body: await response.text() };
}

/** The schedule's e-mails as the database holds them (what the page must say once regenerated). */
async function scheduledEmails(): Promise<number> {
  const { rows } = await sql<{ count: string }>(
    `SELECT count(*) AS count FROM email_schedules s JOIN email_templates t ON t.id = s.template_id WHERE s.is_active AND t.is_active`,
  );
  return Number(rows[0]?.count);
}

function emailCount(body: string): number {
  const match = /(\d+)(?:<!-- -->)? e-mails across the year/.exec(body);
  if (!match) throw new Error("The Atomic Year page no longer says how many e-mails the year has");
  return Number(match[1]);
}

test("an admin's schedule change shows on the prerendered Atomic Year page at once", async ({ page: browser, request }) => {
  await page(request, "/atomic-year");
  const before = await page(request, "/atomic-year");
  expect(before.status).toBe(200);
  expect(before.headers["cache-control"]).toMatch(/s-maxage=\d+/);
  const count = emailCount(before.body);

  // An active entry added behind the app's back: the page, prerendered, does not see it yet.
  const templateId = `e2e${randomBytes(12).toString("hex")}`;
  await sql(
    `INSERT INTO email_templates (id, code, name, subject, html_content, email_type, is_active, updated_at)
     VALUES ($1, $2, 'E2E revalidation probe', 'Probe', '<p>Probe</p>', 'check_in', true, now())`,
    [templateId, PROBE_CODE],
  );
  await sql(
    `INSERT INTO email_schedules (id, template_id, days_after_subscription, description, is_active, updated_at)
     VALUES ($1, $2, 300, 'E2E revalidation probe', true, now())`,
    [`e2e${randomBytes(12).toString("hex")}`, templateId],
  );
  expect(emailCount((await page(request, "/atomic-year")).body)).toBe(count);
  const withProbe = await scheduledEmails();

  await signUpConfirmed(browser, request, "Cache", ADMIN_EMAIL);
  await browser.goto("/admin/emails?tab=schedules", { waitUntil: "networkidle" });
  const row = browser.locator(`tr[data-schedule-code="${PROBE_CODE}"]`);
  await row.getByRole("button", { name: `Edit day of ${PROBE_CODE}` }).click();
  await row.getByLabel(`Days after subscription for ${PROBE_CODE}`).fill("301");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(row.getByTestId(`day-${PROBE_CODE}`)).toHaveText("301");

  // Revalidated: the very next request gets the regenerated page, and so does everyone after it.
  const fresh = await page(request, "/atomic-year");
  expect(emailCount(fresh.body)).toBe(withProbe);
  const again = await page(request, "/atomic-year");
  expect(emailCount(again.body)).toBe(withProbe);
  expect(again.headers["cache-control"]).toMatch(/s-maxage=\d+/);
  expect(again.headers["set-cookie"]).toBeUndefined();

  // Deleting the entry (it is switched off) takes the page back, at once too.
  await row.getByRole("button", { name: `Delete ${PROBE_CODE} from the schedule` }).click();
  await browser
    .getByRole("dialog", { name: /from the schedule\?$/ })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(row.getByRole("button", { name: `Delete ${PROBE_CODE} from the schedule` })).toHaveCount(0);
  expect(emailCount((await page(request, "/atomic-year")).body)).toBe(withProbe - 1);
});
