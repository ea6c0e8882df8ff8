// What a first-time customer and a new admin met at the edges of the shop: a reset link that can no
// longer be used, the account page and the data export counting the same orders, a long address on
// a phone, the way to /admin, the admin's test address and a code's per-customer default, the
// sandbox's card box and the shop's one way of writing dates, and a 404 that logs nothing.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./support/accounts";
import { sql } from "./support/database";
import { latestEmail, linkContaining, uniqueEmail } from "./support/mailbox";
import { gotoSettled, networkQuiet } from "./support/network";
import { shoot } from "./support/shots";

test.describe.configure({ timeout: 120_000 });

// On ADMIN_EMAILS in scripts/test.mjs; shared with admin.spec.ts, which signs it in the same way.
const ADMIN_EMAIL = "shop-owner@reader.test";

/** A link from an e-mail, on the server under test. */
function local(href: string): string {
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

/** The console's errors and the page's uncaught exceptions. */
function consoleErrors(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") seen.push(message.text());
  });
  page.on("pageerror", (error) => seen.push(error.message));
  return seen;
}

async function requestReset(page: Page, email: string) {
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Email")).toHaveValue(email);
  await dialog.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Password reset sent" })).toBeVisible();
}

test("a used or expired reset link says so as soon as it opens, and offers a new link there", async ({ page, request }) => {
  test.slow();
  const email = await signInAs(page, "Rowan");
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await requestReset(page, email);
  const first = await latestEmail(request, email, "auth_reset");
  const link = local(linkContaining(first, "/auth/reset?token="));

  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("a quiet harbour at dawn");
  await page.getByLabel("Confirm new password").fill("a quiet harbour at dawn");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByRole("heading", { name: "Password Updated" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

  // The same link again: no form to fill in for nothing, the reason, and the way to a new link.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/expired/i);
  await expect(page.getByText(/already used/i)).toBeVisible();
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
  await shoot(page, "reset-link-used");
  await page.getByRole("button", { name: "Send me a new link" }).click();
  await requestReset(page, email);
  await expect.poll(async () => (await latestEmail(request, email, "auth_reset")).id).not.toBe(first.id);
  const fresh = local(linkContaining(await latestEmail(request, email, "auth_reset"), "/auth/reset?token="));

  // A live link shows the form; once its time has run out it says so, on both reset addresses.
  await page.goto(fresh);
  await expect(page.getByLabel("New password", { exact: true })).toBeVisible();
  await sql(
    `UPDATE one_time_tokens SET expires_at = now() - interval '1 minute'
     WHERE purpose = 'password_reset' AND consumed_at IS NULL AND user_id = (SELECT id FROM users WHERE email = $1)`,
    [email],
  );
  for (const address of [fresh, fresh.replace("/auth/reset?", "/reset-password?")]) {
    await page.goto(address);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/expired/i);
    await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Send me a new link" })).toBeVisible();
  }
});

test("the account page and the data export list the same orders, and say what each is", async ({ page }) => {
  const email = await signInAs(page, "Oona");
  // Two paid orders (one refunded), and two checkouts never paid: one expired, one still open.
  for (const [status, guideId, paid] of [
    ["fulfilled", "power_002", true],
    ["refunded", "motion_002", true],
    ["expired", "vision_002", false],
    ["pending", "feeling_002", false],
  ] as const) {
    await sql(
      `WITH o AS (
         INSERT INTO orders (id, user_id, kind, status, subtotal_cents, total_cents, refunded_cents, customer_email, paid_at, updated_at)
         SELECT 'j2-' || md5(random()::text), id, 'guides', $2::"OrderStatus", 600, 600, $5, email, CASE WHEN $4 THEN now() END, now() FROM users WHERE email = $1
         RETURNING id)
       INSERT INTO order_items (id, order_id, guide_id, name, unit_cents) SELECT 'j2i-' || md5(random()::text), o.id, $3, $3, 600 FROM o`,
      [email, status, guideId, paid, status === "refunded" ? 600 : 0],
    );
  }
  await page.goto("/account");
  const cards = page.getByTestId("account-order");
  await expect(cards).toHaveCount(2);
  const shown = await cards.evaluateAll((items) =>
    items.map((item) => [item.querySelector(".font-mono")?.textContent ?? "", item.querySelector("[data-slot=badge]")?.textContent ?? ""]),
  );

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download all my data" }).click()]);
  const data = JSON.parse(await readFile(await download.path(), "utf8")) as {
    orders: { orderNumber: string; statusLabel: string }[];
    unpaidCheckouts: { status: string; statusLabel: string }[];
  };
  expect(data.orders.map((order) => [order.orderNumber, order.statusLabel]).sort()).toEqual(shown.sort());
  expect(data.unpaidCheckouts.map((checkout) => checkout.status).sort()).toEqual(["expired", "pending"]);
  for (const checkout of data.unpaidCheckouts) expect(checkout.statusLabel).toMatch(/not paid/i);
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the account's e-mail address wraps after the @, never inside the name", async ({ page }) => {
    // Longer than the line beside "Signed in as", each part shorter than a line, hyphens in both.
    const email = uniqueEmail("wren").replace("@reader.test", "@a-long-bookshop-domain.reader.test");
    await signInAs(page, "Wren", email);
    await page.goto("/account");
    const address = page.getByText("Signed in as").locator(":scope > span");
    await expect(address).toHaveText(email);
    // Measured once the streamed part is laid out: while the page still streams, its copy may sit in
    // a hidden boundary with the same text and no lines.
    await expect(async () => {
      const lines = await address.evaluate((element) =>
        [...element.querySelectorAll("span")]
          .map((part) => part.firstChild!)
          .map((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            return {
              text: node.textContent,
              lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
              top: range.getBoundingClientRect().top,
            };
          }),
      );
      // The name with its @, then the domain: each whole on one line, the domain on the next.
      expect(lines.map((part) => part.text)).toEqual([email.slice(0, email.indexOf("@") + 1), email.slice(email.indexOf("@") + 1)]);
      expect(lines.map((part) => part.lines)).toEqual([1, 1]);
      expect(lines[1]!.top).toBeGreaterThan(lines[0]!.top);
    }).toPass();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, "account-long-address");
  });

  test("an admin finds Admin in the menu", async ({ page }) => {
    await signInAs(page, "Owner", ADMIN_EMAIL);
    await page.goto("/about");
    await page.locator("summary", { hasText: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "Account" })).toBeVisible();
    await shoot(page, "menu-admin");
    await menu.getByRole("link", { name: "Admin" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  });
});

test("an admin reaches /admin from the header on every page; a customer sees no such link", async ({ page, browser }) => {
  await signInAs(page, "Owner", ADMIN_EMAIL);
  // A prerendered catalogue page: the link comes with the header's island, from /api/me.
  await page.goto("/guides");
  const bar = page.getByRole("navigation", { name: "Main" });
  await expect(bar.getByRole("link", { name: "Admin" })).toBeVisible();
  await shoot(page, "header-admin");
  await bar.getByRole("link", { name: "Admin" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const customer = await context.newPage();
  await signInAs(customer, "Cass");
  await customer.goto("/guides");
  const customerBar = customer.getByRole("navigation", { name: "Main" });
  await expect(customerBar.getByRole("link", { name: "Account" })).toBeVisible();
  await expect(customerBar.getByRole("link", { name: "Admin" })).toHaveCount(0);
  await context.close();
});

test("an admin's test e-mails go to their own address unless they type another; a new code says its per-customer default", async ({ page }) => {
  await signInAs(page, "Owner", ADMIN_EMAIL);
  await page.goto("/admin/emails?tab=schedules");
  await expect(page.getByLabel("Test e-mail address")).toHaveValue(ADMIN_EMAIL);
  await page.goto("/admin/emails");
  await page.getByRole("button", { name: "Edit closing" }).click();
  const editor = page.getByRole("form", { name: "Atomic Year: Closing" });
  await expect(editor.getByLabel("Test e-mail address")).toHaveValue(ADMIN_EMAIL);
  await shoot(page, "admin-test-address");

  await page.goto("/admin/discounts");
  await page.getByRole("button", { name: "New code" }).click();
  const dialog = page.getByRole("dialog", { name: "New discount code" });
  const perCustomer = dialog.getByLabel("Uses per customer");
  // The field is filled, and the form says that this is the default and how to lift it.
  await expect(perCustomer).toHaveValue("1");
  await expect(perCustomer).toHaveAccessibleDescription(/default/i);
  await expect(perCustomer).toHaveAccessibleDescription(/empty/i);
  await shoot(page, "discount-per-customer");
  const code = `ONCE${Date.now().toString(36).toUpperCase()}`;
  await dialog.getByLabel("Code").fill(code);
  await dialog.getByLabel("Name customers see").fill("Once Each");
  await dialog.getByLabel("Percent off (1-90)").fill("10");
  await dialog.getByRole("button", { name: "Save code" }).click();
  await expect(page.getByText(`Code ${code} created.`)).toBeVisible();
  // Saved as the form said.
  await expect(page.locator(`[data-testid="discount-row"][data-code="${code}"]`)).toContainText("1 per customer");
});

test("the sandbox card box has square fields inside its one rounded border; the privacy page writes its date as the shop does", async ({ page }) => {
  await signInAs(page, "Sage");
  // The cart settles first (the added guide, its total, and whatever it asks the server): a click on a
  // button that is disabled for a moment meanwhile does nothing.
  await gotoSettled(page, "/cart?add=power_004");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-total")).toHaveText(/^\$\d+\.\d{2}$/);
  await networkQuiet(page);
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sandbox_/);
  const box = page.getByRole("group", { name: "Card information" }).locator("div").first();
  expect(Number.parseFloat(await box.evaluate((element) => getComputedStyle(element).borderTopLeftRadius))).toBeGreaterThan(0);
  for (const label of ["Card number", /expir/i, "CVC"]) {
    const corners = await page.getByLabel(label).evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.borderTopLeftRadius, style.borderTopRightRadius, style.borderBottomLeftRadius, style.borderBottomRightRadius, style.borderTopWidth];
    });
    expect(corners, String(label)).toEqual(["0px", "0px", "0px", "0px", "0px"]);
  }
  await shoot(page, "sandbox-card-box");

  await page.goto("/privacy");
  const dates = page.getByRole("main").locator("time");
  await expect(dates.first()).toBeVisible();
  for (const date of await dates.allTextContents()) expect(date).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
});

test("the mailbox and a sandbox checkout without their key answer a 404 page that logs no error", async ({ page }) => {
  const errors = consoleErrors(page);
  for (const path of ["/dev/mailbox", "/dev/mailbox/not-a-message", "/sandbox/checkout/cs_sandbox_unknown"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    // The page's scripts ran: its link moves on the client.
    await page.waitForLoadState("load");
  }
  await shoot(page, "mailbox-404");
  // A 404's own request for the missing address is the one error a browser logs for it.
  expect(errors.filter((text) => !/status of 404/.test(text))).toEqual([]);
});
