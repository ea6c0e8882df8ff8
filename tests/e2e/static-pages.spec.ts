import { expect, test } from "@playwright/test";
import { shoot } from "./support/shots";

test.describe("pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the first response of a guide page already holds its title and description", async ({ page, request }) => {
    const response = await request.get("/guides/quantum-focus");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("Quantum Focus");
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
    expect(description && description.length).toBeGreaterThan(60);
    await page.goto("/guides/quantum-focus");
    await expect(page.getByRole("heading", { level: 1, name: "Quantum Focus" })).toBeVisible();
  });

  test("the collection lists all 16 guides without JavaScript", async ({ page }) => {
    await page.goto("/guides");
    await expect(page.getByTestId("guide-card")).toHaveCount(16);
  });

  test("about, FAQ, privacy and contact render on the server", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { name: "Going atomic" })).toBeVisible();
    await page.goto("/privacy");
    await expect(page.getByText("Effective date: 18 July 2025")).toBeVisible();
    await expect(page.getByText("Last updated: 18 July 2025")).toBeVisible();
    await page.goto("/contact");
    await expect(page.getByRole("heading", { name: "Contact us" })).toBeVisible();
  });
});

test("the FAQ has five sections, opens answers, and promises refunds within 30 days", async ({ page }) => {
  await page.goto("/faq");
  for (const section of ["The Guides & The Journey", "Gifting Questions", "Purchasing & Access", "Content and Depth", "Technical & Support"]) {
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
  }
  // Native disclosures: they open before any script has run.
  await page.locator("summary", { hasText: "Can I get a refund?" }).click();
  await expect(page.getByText(/30-day money-back guarantee/)).toBeVisible();
  await page.locator("summary", { hasText: "Is there a mobile app?" }).click();
  await expect(page.getByText("Not yet.", { exact: false })).toBeVisible();
});

test("sitemap.xml lists every guide and robots.txt points at it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap.match(/\/guides\/[a-z-]+<\/loc>/g)).toHaveLength(16);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  expect(robots).toMatch(/Disallow: \/admin/);
});

test("covers are served as SVG art and unknown art is a 404", async ({ request }) => {
  const cover = await request.get("/covers/power_001.svg");
  expect(cover.status()).toBe(200);
  expect(cover.headers()["content-type"]).toContain("image/svg+xml");
  expect(await cover.text()).toContain("Shape Yourself");
  expect((await request.get("/covers/power_999.svg")).status()).toBe(404);
});

test("the contact form checks its fields and records a message for support", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Please enter your name")).toBeVisible();
  await page.getByLabel("Name").fill("Robin Reader");
  await page.getByLabel("E-mail").fill("robin@reader.test");
  await page.getByLabel("Message").fill("Hello! Can I read the guides on an e-reader as well?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Thank you, your message is on its way.")).toBeVisible();
  await shoot(page, "contact-sent");
});
