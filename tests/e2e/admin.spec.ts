// The admin area in Chromium: who sees what, a new desktop PDF reaching its owner (marked "Updated" on
// the shelf until downloaded, with one e-mail about the new edition), a refused upload
// leaving the file in place, the PDF list's Network Error and Retry, an order found by the number on its receipt and refunded
// through the shop's dialog (cancel changes nothing; confirm shows the outcome) taking the guide off the buyer's shelf,
// and the revenue chart against the CSV; a discount code created and paused in its dialog, and a
// customer's cart told so. Also screenshots every admin page at 1280 and 390 px.
import { readFile } from "node:fs/promises";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signInAs } from "./support/accounts";
import { sql } from "./support/database";
import { shoot } from "./support/shots";
import { latestEmail, mailboxKeyLink, uniqueEmail } from "./support/mailbox";
import { payWithCard } from "./support/sandbox-checkout";
import { gotoSettled } from "./support/network";

test.describe.configure({ timeout: 240_000 });

const ADMIN_EMAIL = "shop-owner@reader.test";
const GUIDE = { id: "feeling_001", slug: "emotional-alchemy", title: "Emotional Alchemy" };
const pdf = (label: string) => Buffer.from(`%PDF-1.7\n% ${label}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, "latin1");

/** The desktop PDF as its owner downloads it (the download route, then the signed link). */
async function downloadDesktop(page: Page): Promise<Buffer> {
  const response = await page.request.get(`/api/guides/${GUIDE.id}/download?format=desktop`);
  expect(response.status()).toBe(200);
  return response.body();
}

async function newPerson(browser: Browser, name: string, email?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, name, email);
  return page;
}

/** With SHOTS_DIR set, the page at 1280 and 390 px (then back to 1280). */
async function uploadDesktop(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel(`Upload Desktop PDF for ${GUIDE.title}`).setInputFiles(file);
}

test("visitors see Authentication Required and non-admins Access Denied, on pages, routes and developer pages", async ({ page, request, browser }) => {
  await page.goto("/admin/orders");
  await expect(page.getByRole("heading", { name: "Authentication Required" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Login" })).toHaveAttribute("href", "/login?callbackUrl=%2Fadmin%2Forders");
  await expect(page.getByText("Orders & sales")).toHaveCount(0);
  expect((await request.get("/api/admin/orders/export")).status()).toBe(401);

  const reader = await newPerson(browser, "Nora");
  for (const path of ["/admin", "/admin/guides", "/admin/emails", "/admin/programmes", "/test-input", "/email-test"]) {
    await reader.goto(path);
    await expect(reader.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  }
  await expect(reader.getByText("You don't have admin privileges to access this page.").first()).toBeVisible();
  await expect(reader.getByRole("link", { name: "Go Home" })).toBeVisible();
  const headerSets: Record<string, string>[] = [{}, { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" }];
  for (const headers of headerSets) {
    expect((await reader.request.get("/api/admin/guides", { headers })).status()).toBe(403);
    expect((await reader.request.get("/api/admin/orders/export", { headers })).status()).toBe(403);
    const upload = await reader.request.put(`/api/admin/uploads/${GUIDE.id}/desktop`, {
      headers: { ...headers, origin: new URL(reader.url()).origin, "content-type": "application/pdf" },
      data: pdf("intruder"),
    });
    expect(upload.status()).toBe(403);
  }
  await reader.context().close();
});

test("an admin replaces a PDF its owner then downloads, a refused upload keeps it, a refund empties the shelf, and the chart agrees with the CSV", async ({
  request,
  browser,
}) => {
  const beaEmail = uniqueEmail("bea");
  const buyer = await newPerson(browser, "Bea", beaEmail);
  // Bea wants news (new editions among them).
  await sql("UPDATE users SET marketing_emails = true, marketing_consent_at = now() WHERE email = $1", [beaEmail]);
  await gotoSettled(buyer, `/guides/${GUIDE.slug}`);
  await buyer.getByRole("button", { name: "Buy & Download - $6" }).click();
  await payWithCard(buyer, { name: "Bea Buyer" });
  await expect(buyer.getByText("Payment successful!")).toBeVisible();
  const original = await downloadDesktop(buyer);
  expect(original.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  const admin = await newPerson(browser, "Owner", ADMIN_EMAIL);
  // The PDF list fails to load: "Network Error" with Retry, which loads it once the network is back.
  await admin.route("**/api/admin/guides", (route) => route.abort("internetdisconnected"));
  await admin.goto("/admin/guides");
  await expect(admin.getByRole("heading", { name: "Network Error" })).toBeVisible();
  await expect(admin.getByLabel(`Upload Desktop PDF for ${GUIDE.title}`)).toHaveCount(0);
  await shoot(admin, "guides-network-error");
  await admin.unroute("**/api/admin/guides");
  await admin.getByRole("button", { name: "Retry" }).click();
  await expect(admin.getByLabel(`Upload Desktop PDF for ${GUIDE.title}`)).toBeVisible();
  await expect(admin.getByRole("heading", { name: "Network Error" })).toHaveCount(0);
  await expect(admin.getByRole("heading", { name: "Admin configuration" })).toBeVisible();
  const fresh = pdf("the second edition");
  await uploadDesktop(admin, { name: "Emotional_Alchemy.pdf", mimeType: "application/pdf", buffer: fresh });
  await expect(admin.getByText("Upload complete")).toBeVisible();
  await expect(admin.getByTestId(`size-${GUIDE.id}-desktop`)).toHaveText(`${fresh.byteLength} B`);

  // Bea's shelf marks the guide "Updated" (once it is no longer "New"), and the scheduled job sends
  // her one e-mail about the new edition; downloading it from the shelf clears the mark.
  await sql("UPDATE user_guides SET created_at = created_at - interval '8 days' WHERE guide_id = $1 AND user_id = (SELECT id FROM users WHERE email = $2)", [
    GUIDE.id,
    beaEmail,
  ]);
  await buyer.goto("/shelf");
  const card = buyer.getByTestId("shelf-card").filter({ hasText: GUIDE.title });
  await expect(card).toHaveAttribute("data-updated", "true");
  await expect(card.getByTestId("shelf-mark")).toHaveText("Updated");
  await expect(card.getByRole("button", { name: `Details of ${GUIDE.title} (Updated)` })).toBeVisible();
  await shoot(buyer, "shelf-updated");
  const job = await request.post("/api/cron/scheduled-emails", { headers: { Authorization: `Bearer ${process.env.CRON_SECRET}` } });
  expect(job.status()).toBe(200);
  const notice = await latestEmail(request, beaEmail, "new_edition");
  expect(notice.subject).toBe(`A new edition of ${GUIDE.title} is on your shelf`);
  await buyer.goto(mailboxKeyLink());
  await buyer.goto(`/dev/mailbox/${notice.id}`);
  await expect(buyer.frameLocator("iframe").getByRole("link", { name: "Unsubscribe from news" })).toBeVisible();
  await shoot(buyer, "new-edition-email");
  await buyer.goto("/shelf");
  await card.getByRole("button", { name: "Open" }).click();
  const saved = buyer.waitForEvent("download");
  await buyer.getByRole("dialog").getByRole("button", { name: "Download Desktop" }).click();
  expect((await readFile(await (await saved).path())).equals(fresh)).toBe(true);
  await buyer.keyboard.press("Escape");
  await expect(card).toHaveAttribute("data-updated", "false");
  await expect(card.getByTestId("shelf-mark")).toHaveCount(0);
  await buyer.reload();
  await expect(card).toHaveAttribute("data-updated", "false");
  expect((await downloadDesktop(buyer)).equals(fresh)).toBe(true);

  // A file that only claims to be a PDF is refused by its content; the owner still gets the good one.
  await uploadDesktop(admin, { name: "not-really.pdf", mimeType: "application/pdf", buffer: Buffer.from("just some text, not a PDF") });
  await expect(admin.getByText("Please upload a PDF file.")).toBeVisible();
  expect((await downloadDesktop(buyer)).equals(fresh)).toBe(true);

  // The revenue chart and the CSV export describe the same orders. Other tests buy meanwhile, so
  // the two are read again until no payment came in between the chart and the export.
  let rows: string[][] = [];
  await expect(async () => {
    await admin.goto("/admin/orders");
    const chartTotal = (await admin.getByTestId("Revenue by day-total").textContent()) ?? "";
    const csv = await admin.request.get("/api/admin/orders/export");
    expect(csv.status()).toBe(200);
    rows = (await csv.text())
      .trim()
      .split("\r\n")
      .slice(1)
      .map((line) => line.split(","));
    const paidCents = rows.filter((row) => row[3] !== "").reduce((sum, row) => sum + Math.round(Number(row[6]) * 100), 0);
    expect(chartTotal).toBe(`$${(paidCents / 100).toFixed(2)}`);
  }).toPass({ timeout: 30_000 });
  const buyerRow = rows.find((row) => row[9]?.startsWith("bea"));
  expect(buyerRow?.[6]).toBe("6.00");

  // The customer quotes the number on their receipt: searching it, in any case and without dashes, finds the order.
  const buyerEmail = buyerRow?.[9] ?? "";
  const receipt = await latestEmail(request, buyerEmail, "purchase_confirmation");
  const number = /AG-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(receipt.html)?.[0] ?? "";
  expect(number, "the receipt's order number").not.toBe("");
  expect(buyerRow?.[1]).toBe(number);
  const search = admin.getByRole("searchbox", { name: "Order number, e-mail, promo or id" });
  await search.fill(number.toLowerCase().replaceAll("-", ""));
  await admin.getByRole("button", { name: "Apply" }).click();
  const orderRows = admin
    .getByRole("region", { name: /Orders/ })
    .getByRole("row")
    .filter({ hasText: buyerEmail });
  await expect(admin.getByRole("heading", { name: "Orders (1)" })).toBeVisible();
  await expect(orderRows).toHaveCount(1);
  await orderRows.getByRole("link", { name: number }).click();
  const panel = admin.getByRole("complementary", { name: `Order ${number}` });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(buyerEmail, { exact: true })).toBeVisible();
  await expect(admin.getByTestId("order-grants")).toContainText(GUIDE.title);

  // Refund it through the shop's dialog: it names the order, the amount and what leaves the shelf.
  const nativeDialogs: string[] = [];
  admin.on("dialog", (dialog) => void nativeDialogs.push(dialog.message()));
  await panel.getByRole("button", { name: "Refund $6.00" }).click();
  const dialog = admin.getByRole("dialog", { name: `Refund order ${number}?` });
  await expect(dialog).toContainText(`$6.00 goes back to ${buyerEmail}`);
  await expect(dialog.getByTestId("refund-takes-back")).toHaveText(`Leaves the shelf: ${GUIDE.title}.`);
  await shoot(admin, "orders-refund-dialog");
  // Cancel changes nothing.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await admin.reload();
  await expect(panel.getByText(/^fulfilled$/)).toBeVisible();
  await expect(admin.getByTestId("order-grants")).toContainText(GUIDE.title);
  // Confirm with a double click: the button is busy while the refund runs (held back a moment here so
  // it can be seen), one refund is made, and a toast says the outcome.
  let refundPosts = 0;
  await admin.route(
    (url) => url.pathname === "/admin/orders",
    async (route) => {
      if (route.request().method() === "POST") {
        refundPosts += 1;
        await new Promise((resolve) => setTimeout(resolve, 1_500));
      }
      await route.fallback();
    },
  );
  await panel.getByRole("button", { name: "Refund $6.00" }).click();
  await dialog.getByRole("button", { name: "Refund $6.00" }).dblclick();
  await expect(dialog.getByRole("button", { name: "Refunding..." })).toBeDisabled();
  await expect(admin.getByText(`Refunded $6.00 to ${buyerEmail} for order ${number}.`, { exact: false })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await admin.unrouteAll();
  expect(refundPosts).toBe(1);
  expect(nativeDialogs).toEqual([]);
  await expect(admin.getByText("None on a shelf from this order.")).toBeVisible();
  await expect(admin.getByText("refunded $6.00", { exact: true })).toBeVisible();
  await expect(panel.getByText(/^refunded$/)).toBeVisible();
  await shoot(admin, "orders");

  await buyer.goto("/shelf");
  await buyer.keyboard.press("Escape");
  await expect(buyer.locator('[data-testid="shelf-card"][data-owned="true"]')).toHaveCount(0);
  expect((await buyer.request.get(`/api/guides/${GUIDE.id}/download?format=desktop`)).status()).toBe(403);

  // The dashboard shows the day's figures and the audit entries.
  await admin.goto("/admin");
  const refundLine = admin.getByRole("row").filter({ has: admin.getByText("order.refund", { exact: true }) });
  await expect(refundLine.getByRole("link", { name: number })).toHaveAttribute("href", /\/admin\/orders\?order=/);
  await expect(refundLine).toHaveCount(1);
  await expect(refundLine).toContainText(buyerEmail);
  await expect(admin.getByText("order.refund_failed", { exact: true })).toHaveCount(0);
  await expect(admin.getByText("guide.pdf_upload", { exact: true })).toBeVisible();
  await shoot(admin, "dashboard");

  // Every admin screen opens for the admin, wide and narrow.
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: 900 });
    for (const path of [
      "/admin",
      "/admin/orders",
      "/admin/guides",
      "/admin/content",
      "/admin/emails",
      "/admin/programmes",
      "/admin/discounts",
      "/test-input",
      "/email-test",
      "/stripe-test",
      "/webhook-test",
      "/direct-email",
      "/test-form",
    ]) {
      const response = await admin.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(admin.getByRole("heading", { level: 1 }), path).toBeVisible();
    }
  }
  await buyer.context().close();
  await admin.context().close();
});

test("an admin creates a discount code in its dialog and pauses it; a customer applying it is told it is paused", async ({ browser }) => {
  const admin = await newPerson(browser, "Owner", ADMIN_EMAIL);
  await admin.goto("/admin/discounts");
  await expect(admin.getByRole("heading", { name: "Discount codes", level: 1 })).toBeVisible();
  const seeded = admin.locator('[data-testid="discount-row"][data-code="DOUBLETHESHELF"]');
  await expect(seeded).toContainText("Double Your Shelf");
  await expect(seeded).toContainText("every second guide free");
  await expect(seeded.getByTestId("discount-status")).toHaveText("Active");

  await admin.getByRole("button", { name: "New code" }).click();
  const dialog = admin.getByRole("dialog", { name: "New discount code" });
  await dialog.getByLabel("Code").fill("autumn25");
  await dialog.getByLabel("Name customers see").fill("Autumn Reading");
  await dialog.getByLabel("Percent off (1-90)").fill("95");
  await dialog.getByRole("button", { name: "Save code" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("A percentage is a whole number from 1 to 90.");
  await dialog.getByLabel("Percent off (1-90)").fill("25");
  await dialog.getByLabel("The Atomic Year").check();
  await dialog.getByLabel("Total uses").fill("10");
  await shoot(admin, "discount-dialog");
  await dialog.getByRole("button", { name: "Save code" }).click();
  await expect(admin.getByText("Code AUTUMN25 created.")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const row = admin.locator('[data-testid="discount-row"][data-code="AUTUMN25"]');
  await expect(row).toContainText("Autumn Reading");
  await expect(row).toContainText("25% off");
  await expect(row).toContainText("on guides, The Atomic Year");
  await expect(row).toContainText("0 of 10");
  await expect(row.getByTestId("discount-status")).toHaveText("Active");

  await row.getByRole("button", { name: "Pause AUTUMN25" }).click();
  await expect(admin.getByText("Code AUTUMN25 is paused.")).toBeVisible();
  await expect(row.getByTestId("discount-status")).toHaveText("Paused");
  await expect(row.getByRole("button", { name: "Resume AUTUMN25" })).toBeVisible();
  await shoot(admin, "discounts");

  const customer = await newPerson(browser, "Cal");
  await customer.goto(`/cart?add=${GUIDE.id}`);
  await expect(customer.getByTestId("cart-line")).toHaveCount(1);
  await customer.getByPlaceholder("Promo code").fill("autumn25");
  await customer.getByRole("button", { name: "Apply" }).click();
  await expect(customer.getByRole("alert").filter({ hasText: "That promo code is paused right now." })).toBeVisible();
  await expect(customer.getByTestId("cart-total")).toHaveText("$6.00");
  await customer.context().close();

  // Edited in the same dialog, resumed, and it is what the table says.
  await row.getByRole("button", { name: "Edit AUTUMN25" }).click();
  const edit = admin.getByRole("dialog", { name: "Edit AUTUMN25" });
  await expect(edit.getByLabel("Percent off (1-90)")).toHaveValue("25");
  await edit.getByLabel("Uses per customer").fill("2");
  await edit.getByRole("button", { name: "Save code" }).click();
  await expect(admin.getByText("Code AUTUMN25 saved.")).toBeVisible();
  await expect(row).toContainText("2 per customer");
  await row.getByRole("button", { name: "Resume AUTUMN25" }).click();
  await expect(row.getByTestId("discount-status")).toHaveText("Active");
  expect(
    (await sql<{ action: string }>("SELECT action FROM admin_audit_log WHERE action LIKE 'discount.%' ORDER BY created_at")).rows.map((r) => r.action),
  ).toEqual(["discount.create", "discount.pause", "discount.update", "discount.resume"]);
  await admin.context().close();
});
