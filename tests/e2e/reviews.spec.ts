// Reviews in Chromium: an owner who read a guide to its last page is asked on the shelf, rates it
// with a few words, and the guide's page (prerendered, revalidated) shows the stars, the count and
// the review, as text, with its schema.org data; the collection's card shows the average. A person
// who does not own the guide is told so, and a direct call of the action writes nothing. An admin
// hides a review with a reason: it leaves the page and its author reads why. Screenshots of the
// review page, the guide's reviews and the admin's screen at 1280 and 390 px.
import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./support/accounts";
import { sql } from "./support/database";
import { uniqueEmail } from "./support/mailbox";
import { callAction } from "./support/server-actions";
import { shoot } from "./support/shots";

test.describe.configure({ timeout: 120_000 });

const GUIDE = "vision_004";
const ADMIN_EMAIL = "shop-owner@reader.test";
const TEXT = "Clear, short and kind. <script>window.reviewScriptRan = true</script> & worth it.";

async function guide(): Promise<{ slug: string; title: string }> {
  const { rows } = await sql<{ slug: string; title: string }>("SELECT slug, title FROM guides WHERE id = $1", [GUIDE]);
  return rows[0]!;
}

/** Puts the guide on the person's shelf, read to its last page. */
async function ownFinished(email: string) {
  await sql(
    `INSERT INTO user_guides (id, user_id, guide_id, acquired_via, finished_at)
     SELECT 'review-' || md5(random()::text), id, $2, 'purchase', now() FROM users WHERE email = $1`,
    [email, GUIDE],
  );
}

async function rate(page: Page, stars: number, text: string) {
  await page.locator("label", { hasText: new RegExp(`^${stars} stars?:`) }).click();
  await page.getByLabel("What did you think?").fill(text);
  await page.getByRole("button", { name: /Post review|Save changes/ }).click();
}

test("an owner who finished a guide is asked on the shelf, rates it, and the guide's page and card show it", async ({ page, request }) => {
  const { slug, title } = await guide();
  const email = await signInAs(page, "Ayla", uniqueEmail("ayla"));
  await sql("UPDATE users SET name = 'Ayla Kaya' WHERE email = $1", [email]);
  await ownFinished(email);

  await page.goto("/shelf");
  const ask = page.getByTestId("review-ask");
  await expect(ask.getByRole("heading", { name: `You finished ${title}. How was it?` })).toBeVisible();
  await ask.getByRole("link", { name: `Rate ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/shelf/review/${slug}$`));
  await expect(page.getByRole("heading", { name: title })).toBeVisible();

  // Saving without stars says so under the stars.
  await page.getByRole("button", { name: "Post review" }).click();
  await expect(page.getByText("Please choose a rating from 1 to 5 stars.")).toBeVisible();
  await page.locator("label", { hasText: "4 stars: very good" }).click();
  await expect(page.getByText("very good", { exact: true })).toBeVisible();
  await page.getByLabel("What did you think?").fill(TEXT);
  await shoot(page, "review-form");
  await page.getByRole("button", { name: "Post review" }).click();
  await expect(page.getByText("Thank you! Your review is on the guide's page.")).toBeVisible();
  expect((await sql("SELECT rating, body FROM reviews r JOIN users u ON u.id = r.user_id WHERE u.email = $1", [email])).rows).toEqual([
    { rating: 4, body: TEXT },
  ]);

  // The change expired every guide page (each shows reviews): the first request for one after it
  // gets the page regenerated whole, cacheable like any other (not the route's shell with the
  // guide rendered into it for that request alone), this guide's with the review.
  for (const path of [`/guides/${slug}`, "/guides/quantum-focus"]) {
    const response = await request.get(path, { headers: { accept: "text/html" } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toMatch(/^s-maxage=\d+/);
    expect(response.headers()["x-nextjs-postponed"], path).toBeUndefined();
    if (path.endsWith(slug)) expect(await response.text()).toContain("Ayla K.");
  }

  await page.getByRole("link", { name: "See it on the guide's page" }).click();
  await expect(page).toHaveURL(new RegExp(`/guides/${slug}#reviews$`));
  const reviews = page.locator("section#reviews");
  await expect(reviews.getByTestId("review-summary")).toContainText("out of 5");
  await expect(reviews.getByTestId("review").filter({ hasText: "Ayla K." })).toContainText(TEXT);
  expect(await page.evaluate(() => (window as { reviewScriptRan?: boolean }).reviewScriptRan)).toBeUndefined();
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as {
    "@type": string;
    aggregateRating?: { ratingValue: number; reviewCount: number };
    review?: { author: { name: string }; reviewBody?: string }[];
  };
  expect(data["@type"]).toBe("Product");
  expect(data.aggregateRating?.reviewCount).toBeGreaterThanOrEqual(1);
  expect(data.review?.find((review) => review.author.name === "Ayla K.")?.reviewBody).toBe(TEXT);
  await reviews.scrollIntoViewIfNeeded();
  await shoot(page, "review-guide-page");

  // The collection's card for the guide shows its stars.
  await page.goto("/guides");
  const card = page.locator(`[data-guide-id="${GUIDE}"]`);
  await expect(card.getByTestId("guide-card-rating")).toContainText(/\(\d+ reviews?\)/);

  // The shelf no longer asks, and its dialog offers to edit the review.
  await page.goto("/shelf");
  await expect(page.getByTestId("review-ask")).toHaveCount(0);
});

test("someone who does not own the guide is told so, and a direct call of the action writes nothing", async ({ page, request, baseURL }) => {
  const { slug, title } = await guide();
  const email = await signInAs(page, "Sam", uniqueEmail("sam"));
  await page.goto(`/shelf/review/${slug}`);
  await expect(page.getByText("Only readers who own this guide can review it.")).toBeVisible();
  await expect(page.getByRole("link", { name: `About ${title}` })).toBeVisible();

  // The action called as an attacker would, with this person's session and with none.
  const cookies = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  const callers: Record<string, string>[] = [{ Cookie: cookies }, {}];
  for (const headers of callers) {
    const { result } = await callAction(request, {
      origin: baseURL!,
      page: `/shelf/review/${slug}`,
      file: "lib/reviews/actions.ts",
      name: "saveReviewAction",
      // (previousState, formData) as React sends it: the fields under "_1_", row 0 refers to them.
      multipart: [
        ["_1_guideId", GUIDE],
        ["_1_rating", "5"],
        ["_1_body", "fake"],
        ["0", JSON.stringify([null, "$K1"])],
      ],
      headers,
    });
    expect(result).toMatchObject({ ok: false });
  }
  expect((await sql("SELECT count(*)::int AS n FROM reviews r JOIN users u ON u.id = r.user_id WHERE u.email = $1", [email])).rows[0]).toEqual({ n: 0 });
  // A visitor is sent to sign in first.
  await page.context().clearCookies();
  await page.goto(`/shelf/review/${slug}`);
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
});

test("an admin hides a review with a reason: it leaves the guide's page, and its author reads why", async ({ page, browser }) => {
  const { slug } = await guide();
  const email = await signInAs(page, "Jon", uniqueEmail("jon"));
  await ownFinished(email);
  await page.goto(`/shelf/review/${slug}`);
  await rate(page, 1, "Visit my site for a better guide!");
  await expect(page.getByText("Thank you! Your review is on the guide's page.")).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, "Owner", ADMIN_EMAIL);
  await admin.goto("/admin/reviews");
  const row = admin.getByTestId("admin-review").filter({ hasText: "Visit my site for a better guide!" });
  await expect(row).toBeVisible();
  await shoot(admin, "admin-reviews");
  await row.getByRole("button", { name: /^Hide Jon's review/ }).click();
  await admin.getByLabel("Reason (its author reads it)").fill("Advertising another site.");
  await admin.getByRole("button", { name: "Hide review" }).click();
  await expect(admin.getByText(/is hidden from the guide's page/)).toBeVisible();
  await expect(row.getByText("Hidden", { exact: true })).toBeVisible();
  await adminContext.close();

  await page.goto(`/guides/${slug}`);
  await expect(page.locator("section#reviews")).not.toContainText("Visit my site for a better guide!");
  await page.goto(`/shelf/review/${slug}`);
  await expect(page.getByTestId("review-hidden")).toContainText("Advertising another site.");
  await shoot(page, "review-hidden");
});
