// The Atomic Year lived end to end against the built app: bought through the sandbox checkout, the
// day-0 welcome in the mailbox at once, then, with the programme's start moved a week back in the
// database (never a clock sent to the app), the scheduled route delivers the first guide: its
// e-mail and the guide on the shelf. A second run sends nothing more.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import pg from "pg";
import { signInAs } from "./support/accounts";
import { latestEmail } from "./support/mailbox";

test.describe.configure({ timeout: 180_000 });

function cronHeaders() {
  const secret = process.env.CRON_SECRET;
  if (!secret) throw new Error("CRON_SECRET is not set (scripts/test.mjs sets it)");
  return { Authorization: `Bearer ${secret}` };
}

async function runScheduledJob(request: APIRequestContext) {
  const response = await request.post("/api/cron/scheduled-emails", { headers: cronHeaders() });
  expect(response.status()).toBe(200);
  return (await response.json()) as { sent: number; skipped: number; failed: number };
}

/** Moves one person's programme `days` into the past, as if it had started then. */
async function moveProgrammeBack(email: string, days: number) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set (scripts/test.mjs sets it)");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const moved = await client.query(
      `UPDATE atomic_year_subscriptions
          SET subscription_start = subscription_start - make_interval(days => $2),
              subscription_end = subscription_end - make_interval(days => $2),
              next_email_at = next_email_at - make_interval(days => $2)
        WHERE email = $1`,
      [email, days],
    );
    expect(moved.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

async function buyTheAtomicYear(page: Page) {
  await page.goto("/atomic-year/checkout");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sandbox_/);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel(/expir/i).fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel(/name on card/i).fill("Yara Reader");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_sandbox_/);
}

test("buy The Atomic Year → the welcome at once → a week later the scheduled route drops the first guide on the shelf, once", async ({ page, request }) => {
  const email = await signInAs(page, "Yara");
  await buyTheAtomicYear(page);

  const welcome = await latestEmail(request, email, "atomic_year_welcome");
  expect(welcome.subject).toBe("Welcome to The Atomic Year, Yara");

  await moveProgrammeBack(email, 7);
  const first = await runScheduledJob(request);
  expect(first.sent).toBeGreaterThanOrEqual(1);

  const drop = await latestEmail(request, email, "atomic_year_guide_drop");
  expect(drop.subject).toBe("Month 1: When You Move Life Moves is on your shelf");

  await page.goto("/shelf");
  await expect(page.locator('[data-testid="shelf-card"][data-owned="true"]')).toHaveCount(1);
  await expect(page.locator('[data-testid="shelf-card"][data-owned="true"]')).toContainText("When You Move Life Moves");

  // Nothing else is due for this programme until its check-in: a second run sends it nothing.
  await runScheduledJob(request);
  const response = await request.get(`/dev/mailbox/latest?to=${encodeURIComponent(email)}&type=atomic_year_guide_drop`);
  expect(((await response.json()) as { id: string }).id).toBe(drop.id);
});
