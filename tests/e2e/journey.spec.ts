import { expect, test, type Page } from "@playwright/test";
import { latestEmail, linkContaining, mailboxKeyLink, uniqueEmail } from "./support/mailbox";
import { payWithCard } from "./support/sandbox-checkout";
import { expectNoLayoutShift, recordLayoutShifts } from "./support/layout-shifts";
import { gotoSettled } from "./support/network";

// A first-time visitor's whole purchase: sign-up, confirmation, a hosted checkout, the receipt.
test.describe.configure({ timeout: 180_000 });

async function addToCart(page: Page, slug: string, title: string) {
  await gotoSettled(page, `/guides/${slug}`);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText(`${title} has been added to your cart.`)).toBeVisible();
}

/** A toast covers none of the header's links (it sits at the bottom: in a corner, or across a phone). */
async function expectClearOfHeader(page: Page, toast: ReturnType<Page["locator"]>) {
  const box = (await toast.boundingBox())!;
  const header = (await page.locator("header").first().boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  const viewport = page.viewportSize()!;
  expect(box.y + box.height).toBeGreaterThan(viewport.height / 2);
}

function local(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test("a visitor's first purchase: cart → sign up → confirm → back at the cart → checkout → success with downloads → a receipt whose links download", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail("pat");
  await addToCart(page, "magnetic-presence", "Magnetic Presence");
  await addToCart(page, "quantum-focus", "Quantum Focus");
  await page.goto("/cart");
  await page.getByPlaceholder("Promo code").fill("DOUBLETHESHELF");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("cart-total")).toHaveText("$6.00");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();

  // Sign in is asked for. A browser where nobody ever signed in is greeted as a newcomer: sign-up
  // first (in the address, heading and title), told the cart is kept for them, and the specified toast
  // out of the header's way.
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fcart&mode=signup$/);
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
  await expect(page).toHaveTitle(/^Create your account \|/);
  await expect(page.getByRole("main").getByText(/Your cart is kept/)).toBeVisible();
  const signInRequired = page.locator("[data-sonner-toast]").filter({ hasText: "Sign In Required" });
  await expect(signInRequired).toContainText("Please sign in to purchase guides.");
  await expectClearOfHeader(page, signInRequired);
  // Someone who has an account after all switches to sign-in; the promise about the cart stays.
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fcart&mode=login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
  await expect(page).toHaveTitle(/^Sign in \|/);
  await expect(page.getByRole("main").getByText(/Your cart is kept/)).toBeVisible();
  await page.getByRole("button", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fcart&mode=signup$/);
  // The password rule is on the page before anything is submitted.
  await expect(page.getByText("At least 8 characters.", { exact: false })).toBeVisible();
  await page.getByLabel("First name").fill("Pat");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("pats-password");
  await page.getByRole("button", { name: "Create account" }).click();

  // "Check your inbox" stays: the address, a resend button, what to do if nothing arrives.
  const inbox = page.getByTestId("check-inbox");
  await expect(inbox.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();
  await expect(inbox.getByText(email)).toBeVisible();
  await expect(inbox.getByText("Nothing arrived?")).toBeVisible();
  await expect(page).toHaveTitle(/^Check your inbox \|/);
  await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
  // One toast at a time: the new one has replaced "Sign In Required".
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Check your email!" })).toBeVisible();
  await expect(signInRequired).toHaveCount(0);
  const first = await latestEmail(request, email, "auth_signup");
  // The e-mail says what its link does for someone who was buying: back to the purchase.
  expect(first.html).toContain("straight back to your purchase");
  await inbox.getByRole("button", { name: "Resend confirmation email" }).click();
  await expect(page.getByText("Confirmation email sent!")).toBeVisible();
  await expect.poll(async () => (await latestEmail(request, email, "auth_signup")).id).not.toBe(first.id);
  const confirmation = await latestEmail(request, email, "auth_signup");
  // Every link of the e-mail opens the shop on the address it is served at.
  for (const link of confirmation.links) expect(link.startsWith(`${baseURL}/`) || link === baseURL).toBe(true);

  // The confirmation link brings the person back to the cart, signed in (and told so), with the cart as it was.
  await page.goto(local(linkContaining(confirmation, "/auth/confirm?token=")));
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("navigation", { name: "Main" }).getByText("Hi, Pat!")).toBeVisible();
  const confirmed = page.locator("[data-sonner-toast]").filter({ hasText: "Email confirmed!" });
  await expect(confirmed).toContainText("signed in");
  await expect(confirmed).not.toContainText("You can now sign in");
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
  await expect(page.getByTestId("cart-total")).toHaveText("$6.00");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await payWithCard(page, { name: "Pat Visitor" });

  // The success page: an order number, a download for each guide, copy that counts.
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_sandbox_/);
  const orderNumber = page.getByTestId("order-number");
  await expect(orderNumber).toHaveText(/^AG-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  const number = (await orderNumber.textContent())!;
  await expect(page.getByText("Your 2 guides are on your shelf now.")).toBeVisible();
  await expect(page.getByRole("main").getByText(/Atomic Year/)).toHaveCount(0);
  for (const title of ["Magnetic Presence", "Quantum Focus"]) {
    await expect(page.getByRole("link", { name: `Download ${title} (desktop PDF)` })).toBeVisible();
    await expect(page.getByRole("link", { name: `Download ${title} (mobile PDF)` })).toBeVisible();
  }
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download Quantum Focus (desktop PDF)" }).click();
  expect((await download).suggestedFilename()).toMatch(/Quantum.?Focus.*\.pdf$/i);

  // The promo belonged to that order: the next cart is empty and starts without it.
  await page.goto("/cart");
  await expect(page.getByText("Your cart is empty")).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("cart_promo"))).toBeNull();

  // The receipt: the same order number, counted copy, and download links that work.
  const receipt = await latestEmail(request, email, "purchase_confirmation");
  expect(receipt.html).toContain(number);
  expect(receipt.html).toContain("Your 2 guides are on your shelf now");
  expect(receipt.html).not.toContain("Atomic Year");
  for (const link of receipt.links) expect(link.startsWith(`${baseURL}/`) || link === baseURL).toBe(true);
  const downloadLinks = receipt.links.filter((link) => /\/api\/guides\/[a-z]+_\d{3}\/download$/.test(link));
  expect(downloadLinks).toHaveLength(2);

  // Opened signed in: the file.
  const signedIn = await page.request.get(downloadLinks[0]!, { maxRedirects: 0 });
  expect(signedIn.status()).toBe(303);
  const file = await page.request.get(signedIn.headers().location!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toContain("application/pdf");

  // Opened in another browser: sign in first, then the download starts.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto(local(downloadLinks[1]!));
  await expect(other).toHaveURL(/\/login\?callbackUrl=%2Fapi%2Fguides%2F[a-z]+_\d{3}%2Fdownload$/);
  await other.getByLabel("Email").fill(email);
  await other.getByLabel("Password", { exact: true }).fill("pats-password");
  const later = other.waitForEvent("download");
  await other.getByRole("button", { name: "Sign in" }).click();
  expect((await later).suggestedFilename()).toMatch(/\.pdf$/);
  await elsewhere.close();
});

test("the mailbox preview's links open when clicked", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("preview");
  await page.goto("/login?mode=signup");
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("adas-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  const message = await latestEmail(request, email, "auth_signup");

  await page.goto(mailboxKeyLink());
  await page.goto(`/dev/mailbox/${message.id}`);
  const link = page.frameLocator("iframe").getByRole("link", { name: "Confirm my e-mail" });
  await page.evaluate(() => document.fonts.ready);
  // On a busy machine the page can still move between finding the link and clicking it; a click that
  // misses opens nothing, and is made again.
  let opened: Page | undefined;
  await expect(async () => {
    [opened] = await Promise.all([page.waitForEvent("popup", { timeout: 10_000 }), link.click({ timeout: 10_000 })]);
  }).toPass({ timeout: 45_000 });
  if (!opened) throw new Error("No tab opened");
  await expect(opened).toHaveURL(new RegExp(`^${baseURL}/`));
  await expect(opened.getByText("Your email has been confirmed. Let's get you started with your first guide.")).toBeVisible();
});

test("the quiz's call to action opens sign-up for a visitor", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Take the quiz", exact: true }).click();
  await expect(page).toHaveURL(/\/login\?mode=signup&callbackUrl=%2Fquiz$/);
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`the cart at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("focus stays in place and is announced after remove and promo; an empty cart shows no $0.00", async ({ page }) => {
      await page.goto("/cart");
      await expect(page.getByText("Your cart is empty")).toBeVisible();
      await expect(page.getByText("$0.00")).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Order Summary" })).toHaveCount(0);

      await addToCart(page, "magnetic-presence", "Magnetic Presence");
      await addToCart(page, "quantum-focus", "Quantum Focus");
      await page.goto("/cart");
      const lines = page.getByTestId("cart-line");
      await expect(lines).toHaveCount(2);
      // Each line shows its cover.
      await expect(lines.first().locator("img")).toHaveAttribute("src", /^\/covers\/[a-z]+_\d{3}\.svg$/);

      await page.getByPlaceholder("Promo code").fill("DOUBLETHESHELF");
      await page.getByRole("button", { name: "Apply" }).press("Enter");
      await expect(page.getByRole("button", { name: "Remove", exact: true })).toBeFocused();
      await expect(page.getByTestId("cart-announcement")).toHaveText("Promo code DOUBLETHESHELF applied: every second guide free.");

      await page.getByRole("button", { name: "Remove Magnetic Presence" }).focus();
      await page.keyboard.press("Enter");
      await expect(lines).toHaveCount(1);
      await expect(page.getByRole("button", { name: "Remove Quantum Focus" })).toBeFocused();
      await expect(page.getByTestId("cart-announcement")).toHaveText("Removed Magnetic Presence from your cart. 1 guide left.");

      await page.keyboard.press("Enter");
      await expect(page.getByText("Your cart is empty")).toBeFocused();
      await expect(page.getByTestId("cart-announcement")).toHaveText("Removed Quantum Focus from your cart. 0 guides left.");
      await expect(page.getByText("$0.00")).toHaveCount(0);
    });
  });
}

async function answerQuiz(page: Page) {
  for (let question = 1; question <= 12; question++) {
    await expect(page.getByText(`Question ${question} of 12`)).toBeVisible();
    await page.getByRole("radio").first().check({ force: true });
    if (question < 12) await page.getByRole("button", { name: "Next" }).click();
  }
  await page.getByRole("button", { name: "Complete Quiz" }).click();
}

/** Opens `path` at the given size, waits until its content is shown, and holds it to CLS 0. */
async function expectSteady(page: Page, path: string, size: { width: number; height: number }, shown: (page: Page) => Promise<void>) {
  await page.setViewportSize(size);
  await page.goto(path, { waitUntil: "load" });
  await shown(page);
  await expectNoLayoutShift(page, `${path} at ${size.width} px`);
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

test("the quiz's free guide arrives marked, with why it was chosen; the shelf does not jump; a retake never recommends an owned guide", async ({
  page,
  request,
}) => {
  await recordLayoutShifts(page);
  const email = uniqueEmail("quinn");
  await page.goto("/login?mode=signup");
  await page.getByLabel("First name").fill("Quinn");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("quinns-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await page.goto(local(linkContaining(await latestEmail(request, email, "auth_signup"), "/auth/confirm?token=")));
  await expect(page).toHaveURL(/\/quiz$/);
  await answerQuiz(page);

  // The toast says why too, in the same words as the shelf's arrival moment.
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Your free guide is on your shelf!" });
  await expect(toast).toContainText(/\d+ of your 12 answers pointed to /);
  const toastText = (await toast.textContent()) ?? "";
  await expect(page).toHaveURL(/\/shelf$/);
  const arrival = page.getByTestId("quiz-arrival");
  await expect(arrival.getByRole("heading", { name: /^Your free guide has arrived: / })).toBeVisible();
  await expect(arrival).toContainText(/Why this one\? \d+ of your 12 answers pointed to /);
  const reason = ((await arrival.locator("p").textContent()) ?? "").replace("Why this one? ", "").trim();
  expect(reason.length).toBeGreaterThan(20);
  expect(toastText).toContain(reason);
  const title = ((await arrival.getByRole("heading").textContent()) ?? "").replace("Your free guide has arrived: ", "");
  const owned = page.locator('[data-testid="shelf-card"][data-owned="true"]');
  await expect(owned).toHaveAttribute("data-new", "true");
  await expect(owned.getByText("New", { exact: true })).toBeVisible();
  await expect(owned.getByRole("heading", { name: new RegExp(`^${title}`) })).toBeVisible();

  // Nothing moves while the shelf (with its guide) and the cart (with two) load, on a laptop and a phone.
  const shelfShown = async (shelf: Page) => {
    await expect(shelf.locator('[data-testid="shelf-card"][data-owned="true"]')).toHaveCount(1);
    await expect(shelf.getByTestId("quiz-arrival")).toBeVisible();
  };
  for (const size of [DESKTOP, PHONE]) await expectSteady(page, "/shelf", size, shelfShown);
  await page.setViewportSize(DESKTOP);
  await addToCart(page, "magnetic-presence", "Magnetic Presence");
  await addToCart(page, "quantum-focus", "Quantum Focus");
  const cartShown = async (cart: Page) => {
    await expect(cart.getByTestId("cart-line")).toHaveCount(2);
    await expect(cart.getByTestId("cart-total")).toHaveText("$12.00");
  };
  for (const size of [DESKTOP, PHONE]) await expectSteady(page, "/cart", size, cartShown);
  // The shelf's headings in order: its h1 before the sections' h2s.
  await gotoSettled(page, "/shelf");
  await shelfShown(page);
  const headings = await page.getByRole("heading").evaluateAll((all) => all.map((heading) => heading.tagName));
  expect(headings[0]).toBe("H1");

  // On a phone the dialog's Download buttons fit inside their rows.
  await owned.getByRole("button", { name: "Open" }).click();
  const dialog = page.getByRole("dialog");
  for (const label of ["Download Mobile", "Download Desktop"]) {
    const button = (await dialog.getByRole("button", { name: label }).boundingBox())!;
    const row = (await dialog
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: label }) })
      .boundingBox())!;
    expect(button.x).toBeGreaterThanOrEqual(row.x);
    expect(button.x + button.width).toBeLessThanOrEqual(row.x + row.width);
  }
  await page.keyboard.press("Escape");

  // The same answers again: the recommendation is owned, so the retake recommends another guide.
  await page.goto("/quiz");
  await answerQuiz(page);
  await expect(page).toHaveURL(/\/guides\?recommended=[a-z0-9-]+$/);
  const recommendation = page.getByTestId("quiz-recommendation").getByText(/^Based on your answers, we recommend /);
  await expect(recommendation).toBeVisible();
  await expect(recommendation).not.toHaveText(`Based on your answers, we recommend ${title}.`);
});

test("the 404 page has its own title", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/^Page not found \|/);
});

test("each guide page names a generated PNG preview image; the shop has icons and a web manifest", async ({ page, request }) => {
  await page.goto("/guides/quantum-focus");
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(image).toMatch(/\/covers\/[a-z]+_\d{3}-og\.png$/);
  const png = await request.get(new URL(image!).pathname);
  expect(png.status()).toBe(200);
  expect(png.headers()["content-type"]).toBe("image/png");
  expect((await png.body()).subarray(1, 4).toString()).toBe("PNG");

  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.status()).toBe(200);
  const body = (await manifest.json()) as { name: string; icons: { src: string }[] };
  expect(body.name).toBe("Atomic Guides");
  for (const icon of body.icons) expect((await request.get(icon.src)).status()).toBe(200);
  await expect(page.locator('link[rel="icon"][href="/icon.svg"]')).toHaveCount(1);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
});
