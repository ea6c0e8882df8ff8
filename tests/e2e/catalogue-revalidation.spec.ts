// The prerendered catalogue, as `next start` serves it, follows an admin's change at once: the
// change revalidates the page's cache tag, and the next request gets the regenerated page. With
// several instances sharing Next's caches through Redis (REDIS_URL), the change made on instance A
// shows on instance B's very next request, and without Redis both still answer every page. The
// tests change the schedule's count of e-mails, so they run one after the other in this file.
import { randomBytes } from "node:crypto";
import type { ChildProcess } from "node:child_process";
import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { createClient } from "redis";
import { sql } from "./support/database";
import { signInAs, signUpConfirmed } from "./support/accounts";
import { SHARED_CACHE_ADMIN, instancePorts, redisUrl, startInstance, startRedis, stop } from "./support/shared-cache-servers";
import { gotoSettled } from "./support/network";

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

/** Deletes the entry from the admin's schedule table through the shop's dialog, and waits for the
 * answer and the table without it (while the dialog is open the page behind it is hidden from
 * role queries, so the row's button cannot tell that the delete happened). */
async function deleteFromSchedule(admin: Page, code: string) {
  const row = admin.locator(`tr[data-schedule-code="${code}"]`);
  await row.getByRole("button", { name: `Delete ${code} from the schedule` }).click();
  const dialog = admin.getByRole("dialog", { name: /from the schedule\?$/ });
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(admin.getByText(`${code} was removed from the schedule.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByRole("button", { name: `Delete ${code} from the schedule` })).toHaveCount(0);
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

  await signInAs(browser, "Cache", ADMIN_EMAIL);
  await gotoSettled(browser, "/admin/emails?tab=schedules");
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
  await deleteFromSchedule(browser, PROBE_CODE);
  expect(emailCount((await page(request, "/atomic-year")).body)).toBe(withProbe - 1);
});

const SHARED_PROBE_CODE = "e2e_shared_cache_probe";
const [originA, originB] = instancePorts.map((port) => `http://localhost:${port}`) as [string, string];

let redis: ChildProcess | undefined;
let instances: ChildProcess[] = [];
let requestA: APIRequestContext;
let requestB: APIRequestContext;
let admin: Page;

const yearOn = async (request: APIRequestContext) => emailCount((await page(request, "/atomic-year")).body);

/** Keys Next's handlers wrote to Redis, by kind ("incremental", "use-cache"). */
async function redisKeys(): Promise<Record<string, number>> {
  const client = createClient({ url: redisUrl });
  await client.connect();
  try {
    const counts: Record<string, number> = {};
    for await (const keys of client.scanIterator({ MATCH: "ag:next:*", COUNT: 1000 })) {
      for (const key of keys) {
        const kind = key.split(":")[2] ?? "";
        counts[kind] = (counts[kind] ?? 0) + 1;
      }
    }
    return counts;
  } finally {
    client.destroy();
  }
}

async function adminOnA(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: originA });
  const tab = await context.newPage();
  await signUpConfirmed(tab, context.request, "Shared", SHARED_CACHE_ADMIN);
  await gotoSettled(tab, "/admin/emails?tab=schedules");
  return tab;
}

test.describe("several instances sharing Redis", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    redis = await startRedis();
    instances = await Promise.all(instancePorts.map(startInstance));
    requestA = await playwrightRequest.newContext({ baseURL: originA });
    requestB = await playwrightRequest.newContext({ baseURL: originB });
  });

  test.afterAll(async () => {
    await Promise.all([requestA?.dispose(), requestB?.dispose(), admin?.context().close()]);
    await Promise.all([...instances, redis].map(stop));
  });

  test("an admin's change through instance A shows on instance B's next request", async ({ browser }) => {
    // Both instances serve the page, and what they cached is in Redis, not in their own memory.
    const count = await yearOn(requestA);
    expect(await yearOn(requestB)).toBe(count);
    const keys = await redisKeys();
    expect(keys["incremental"], "prerendered pages are kept in Redis").toBeGreaterThan(0);
    expect(keys["use-cache"], "'use cache' data is kept in Redis").toBeGreaterThan(0);

    // An entry added behind the app's back: both instances keep serving the cached page.
    const templateId = `e2e${randomBytes(12).toString("hex")}`;
    await sql(
      `INSERT INTO email_templates (id, code, name, subject, html_content, email_type, is_active, updated_at)
       VALUES ($1, $2, 'E2E shared cache probe', 'Probe', '<p>Probe</p>', 'check_in', true, now())`,
      [templateId, SHARED_PROBE_CODE],
    );
    await sql(
      `INSERT INTO email_schedules (id, template_id, days_after_subscription, description, is_active, updated_at)
       VALUES ($1, $2, 310, 'E2E shared cache probe', true, now())`,
      [`e2e${randomBytes(12).toString("hex")}`, templateId],
    );
    expect(await yearOn(requestA)).toBe(count);
    expect(await yearOn(requestB)).toBe(count);

    // The admin edits the entry's day on instance A, through the admin page's own action.
    admin = await adminOnA(browser);
    const row = admin.locator(`tr[data-schedule-code="${SHARED_PROBE_CODE}"]`);
    await row.getByRole("button", { name: `Edit day of ${SHARED_PROBE_CODE}` }).click();
    await row.getByLabel(`Days after subscription for ${SHARED_PROBE_CODE}`).fill("311");
    await row.getByRole("button", { name: "Save" }).click();
    await expect(row.getByTestId(`day-${SHARED_PROBE_CODE}`)).toHaveText("311");

    // Instance B never saw the action; its very next request is the regenerated page.
    const onB = await yearOn(requestB);
    expect(onB).toBe(await scheduledEmails());
    expect(onB).toBeGreaterThan(count);
    expect(await yearOn(requestA)).toBe(onB);
    expect(await yearOn(requestB)).toBe(onB);
  });

  test("with Redis stopped, both instances still answer every catalogue page", async () => {
    await stop(redis);
    redis = undefined;
    for (const request of [requestA, requestB]) {
      for (const path of ["/", "/guides", "/atomic-year", "/about"]) {
        const answer = await page(request, path);
        expect(answer.status, `${path} without Redis`).toBe(200);
        expect(answer.body).toContain("</html>");
      }
    }

    // An admin's change still goes through, and each instance renders from the database meanwhile.
    await deleteFromSchedule(admin, SHARED_PROBE_CODE);
    const count = await scheduledEmails();
    expect(await yearOn(requestB)).toBe(count);
    expect(await yearOn(requestA)).toBe(count);
  });
});
