import { devices, expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signInAs, signUpConfirmed } from "./support/accounts";
import { sql } from "./support/database";
import { shoot } from "./support/shots";
import { expectNoLayoutShift, recordLayoutShifts } from "./support/layout-shifts";

// The reader: an owner's stamped copy, page by page, the place kept on the server; nobody else
// gets any of it; a guide opened once opens offline until its reader signs out.
test.describe.configure({ timeout: 120_000 });

const GUIDE = "power_001";
const SLUG = "shape-yourself-or-be-shaped";
const TITLE = "Shape Yourself or Be Shaped";

/** A confirmed, signed-in person who owns the guide. */
async function owner(page: Page, request: APIRequestContext, name: string): Promise<string> {
  const email = await signUpConfirmed(page, request, name);
  await sql(
    `INSERT INTO user_guides (id, user_id, guide_id, acquired_via) SELECT 'reader-' || md5(random()::text), id, $2, 'purchase' FROM users WHERE email = $1`,
    [email, GUIDE],
  );
  return email;
}

async function storedPage(email: string): Promise<number | null> {
  const rows = await sql<{ page: number }>(`SELECT page FROM reading_places r JOIN users u ON u.id = r.user_id WHERE u.email = $1 AND r.guide_id = $2`, [
    email,
    GUIDE,
  ]);
  return rows.rows[0]?.page ?? null;
}

function pagesOf(text: string | null): number {
  return Number(/of (\d+)$/.exec(text ?? "")?.[1]);
}

/** Messages the page's Content-Security-Policy logs when it blocks something. */
function policyViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test("an owner opens a guide from the shelf, turns pages with buttons and keys, zooms, reloads where they were, and the shelf continues there", async ({
  page,
  request,
}) => {
  const email = await owner(page, request, "Rita");
  const violations = policyViolations(page);
  const scripts: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "script") scripts.push(sent.url());
  });
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  const fakeWorker: string[] = [];
  page.on("console", (message) => {
    if (/fake worker/i.test(message.text())) fakeWorker.push(message.text());
  });

  await page.goto("/shelf");
  await page.locator('[data-testid="shelf-card"][data-owned="true"]').getByRole("button", { name: "Open" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Read" }).click();
  await expect(page).toHaveURL(new RegExp(`/read/${SLUG}$`));
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();

  const counter = page.getByTestId("page-counter");
  await expect(counter).toHaveText(/^Page 1 of \d+$/);
  const total = pagesOf(await counter.textContent());
  expect(total).toBeGreaterThan(4);
  // The desktop edition at 1280 px; the page's words are text a screen reader reads, the owner's stamp included.
  await expect(page.getByRole("link", { name: "Read the phone edition" })).toBeVisible();
  await expect(page.locator(".textLayer")).toContainText(email);
  await expect(page.getByRole("button", { name: "Previous page" })).toBeDisabled();

  await page.getByRole("button", { name: "Next page" }).click();
  await expect(counter).toHaveText(`Page 2 of ${total}`);
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(`Page 3 of ${total}`);
  await page.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText(`Page 2 of ${total}`);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("PageDown");
  await expect(counter).toHaveText(`Page 4 of ${total}`);
  await expect.poll(() => storedPage(email)).toBe(4);

  await page.reload();
  await expect(counter).toHaveText(`Page 4 of ${total}`);
  await expect(page.locator(".textLayer")).toContainText(email);

  const canvas = page.getByRole("region", { name: /^Page \d+ of \d+$/ }).locator("canvas");
  await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).toBeGreaterThan(500);
  const fitted = (await canvas.boundingBox())!.width;
  await page.getByRole("button", { name: "Zoom in" }).click();
  await expect(page.getByText("125%")).toBeVisible();
  await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).toBeGreaterThan(fitted * 1.2);
  await page.getByRole("button", { name: "Zoom out" }).click();
  await expect(page.getByText("100%")).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download", exact: true }).click();
  expect((await downloading).suggestedFilename()).toBe("Shape_Yourself_or_Be_Shaped.pdf");
  await shoot(page, "reader");

  await recordLayoutShifts(page);
  await page.goto("/shelf");
  await expect(page.getByRole("link", { name: `Continue ${TITLE} at page 4` })).toHaveText("Continue at page 4");
  // Its line is kept on every card and in the loading skeleton: the shelf does not move as it arrives.
  await expectNoLayoutShift(page, "the shelf of a guide being read");
  await shoot(page, "reader-shelf");
  await page.locator('[data-testid="shelf-card"][data-owned="true"]').getByRole("button", { name: "Open" }).click();
  await expect(page.getByRole("dialog").getByRole("link", { name: "Continue at page 4" })).toBeVisible();
  await shoot(page, "reader-shelf-dialog");

  expect(violations).toEqual([]);
  // PDF.js parses in a worker of its own (not its main-thread fallback), started from the shop's build.
  expect(fakeWorker).toEqual([]);
  expect(workers.length).toBeGreaterThan(0);
  for (const url of [...scripts, ...workers]) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
});

test("on a 390 px phone the reader opens the phone edition, and a swipe turns the page", async ({ browser }) => {
  const context = await browser.newContext({ ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await owner(page, context.request, "Pia");
  await page.goto(`/read/${SLUG}`);
  const counter = page.getByTestId("page-counter");
  await expect(counter).toHaveText(/^Page 1 of \d+$/);
  await expect(page.getByRole("link", { name: "Read the desktop edition" })).toBeVisible();
  const total = pagesOf(await counter.textContent());

  const sheet = page.getByRole("region", { name: /^Page \d+ of \d+$/ });
  const swipe = async (from: number, to: number) => {
    await sheet.dispatchEvent("pointerdown", { pointerType: "touch", isPrimary: true, clientX: from, clientY: 400 });
    await sheet.dispatchEvent("pointerup", { pointerType: "touch", isPrimary: true, clientX: to, clientY: 410 });
  };
  await swipe(320, 80);
  await expect(counter).toHaveText(`Page 2 of ${total}`);
  await swipe(80, 320);
  await expect(counter).toHaveText(`Page 1 of ${total}`);

  // The page fits the screen: nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/reader-phone-390.png`, fullPage: true });
  await context.close();
});

test("a visitor and someone who does not own the guide get nothing from the reader or its file", async ({ page, request }) => {
  const visitorFile = await request.get(`/api/guides/${GUIDE}/read?edition=mobile`);
  expect(visitorFile.status()).toBe(401);
  expect(await visitorFile.text()).not.toContain("%PDF");
  await page.goto(`/read/${SLUG}`);
  await expect(page).toHaveURL(new RegExp(`/login\\?callbackUrl=${encodeURIComponent(`/read/${SLUG}`)}$`));

  await signUpConfirmed(page, request, "Nora");
  const fetched: string[] = [];
  page.on("request", (sent) => fetched.push(new URL(sent.url()).pathname));
  await page.goto(`/read/${SLUG}`);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByRole("toolbar")).toHaveCount(0);
  expect(fetched.filter((path) => path.startsWith("/api/guides/"))).toEqual([]);

  for (const edition of ["mobile", "desktop"]) {
    const file = await page.request.get(`/api/guides/${GUIDE}/read?edition=${edition}`);
    expect(file.status()).toBe(403);
    expect(await file.text()).not.toContain("%PDF");
  }
  const origin = new URL(page.url()).origin;
  const write = await page.request.put(`/api/guides/${GUIDE}/reading-place`, { headers: { origin }, data: { edition: "mobile", page: 1 } });
  expect(write.status()).toBe(403);
});

test("a guide opened once opens offline, and signing out deletes the offline copy", async ({ page, request }) => {
  const email = await owner(page, request, "Olga");
  await page.goto(`/read/${SLUG}`);
  const counter = page.getByTestId("page-counter");
  await expect(counter).toHaveText(/^Page 1 of \d+$/);
  const readerCaches = () =>
    page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.startsWith("guide-reader-"));
      const entries = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).length));
      return { names: names.length, entries: entries.reduce((sum, count) => sum + count, 0) };
    });
  // The guide file and this page, in one cache named for this account.
  await expect.poll(readerCaches).toEqual({ names: 1, entries: 2 });
  await expect.poll(() => page.evaluate(async () => (await (await caches.open("reader-assets")).keys()).length)).toBeGreaterThan(3);

  await page.context().setOffline(true);
  await page.reload();
  await expect(counter).toHaveText(/^Page 1 of \d+$/);
  await expect(page.locator(".textLayer")).toContainText(email);
  await page.context().setOffline(false);

  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Sign Out" }).click();
  // What stays after signing out (the toast saying so is the accounts tests' business).
  await expect(nav.getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect.poll(readerCaches).toEqual({ names: 0, entries: 0 });

  await page.context().setOffline(true);
  await expect(page.goto(`/read/${SLUG}`)).rejects.toThrow();
  await page.context().setOffline(false);
});

test("when another account signs in on the same browser without a sign-out, the first account's offline copy is gone", async ({ page, request }) => {
  await owner(page, request, "Quinn");
  await page.goto(`/read/${SLUG}`);
  await expect(page.getByTestId("page-counter")).toHaveText(/^Page 1 of \d+$/);
  const readerCaches = () => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("guide-reader-")).length);
  await expect.poll(readerCaches).toBe(1);

  // The first account's session cookie is replaced, as by a sign-in on a shared computer; no sign-out ran.
  await signInAs(page, "Rafe");
  await page.goto("/quiz");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect.poll(readerCaches).toBe(0);

  await page.context().setOffline(true);
  await expect(page.goto(`/read/${SLUG}`)).rejects.toThrow();
  await page.context().setOffline(false);
});

test("offline, the next account signed in on the same browser gets nothing of the first account's copy, which still opens for its own account", async ({
  page,
  request,
}) => {
  const wren = await owner(page, request, "Wren");
  await page.goto(`/read/${SLUG}`);
  const counter = page.getByTestId("page-counter");
  await expect(counter).toHaveText(/^Page 1 of \d+$/);
  const readerCaches = () => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("guide-reader-")).length);
  await expect.poll(readerCaches).toBe(1);
  await expect.poll(() => page.evaluate(async () => (await (await caches.open("reader-assets")).keys()).length)).toBeGreaterThan(3);

  // Wren signs out through Auth.js's own endpoint: no page of the shop runs to delete her offline copy.
  const origin = new URL(page.url()).origin;
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  expect((await page.request.post("/api/auth/signout", { form: { csrfToken }, headers: { origin } })).ok()).toBe(true);
  await page.goto("about:blank");

  // Yann signs in on the same browser and, before any page of the shop loads, the network goes.
  await signInAs(page, "Yann");
  await page.context().setOffline(true);
  // The worker finds no copy of Yann's: the browser's own offline error, never Wren's page and file.
  await expect(page.goto(`/read/${SLUG}`)).rejects.toThrow();
  await expect(counter).toHaveCount(0);
  expect(await page.content()).not.toContain(wren);

  // Wren signs in again, still offline: her own copy opens, stamped with her address.
  await signInAs(page, "Wren", wren);
  await page.goto(`/read/${SLUG}`);
  await expect(counter).toHaveText(/^Page 1 of \d+$/);
  await expect(page.locator(".textLayer")).toContainText(wren);
  await page.context().setOffline(false);
});
