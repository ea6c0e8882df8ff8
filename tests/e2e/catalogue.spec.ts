import { expect, test } from "@playwright/test";

test.describe("browsing the catalogue", () => {
  test("the home page leads to the quiz, the shelf, the strands and eight featured guides", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: /take the quiz, get a free guide/i })).toHaveAttribute("href", "/quiz");
    await expect(page.getByRole("heading", { name: "How it works" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Visit your shelf" })).toHaveAttribute("href", "/shelf");
    for (const strand of ["Power", "Feeling", "Motion", "Vision"]) {
      await expect(page.getByRole("link", { name: new RegExp(`^${strand}`) })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: /discover the atomic year/i })).toHaveAttribute("href", "/atomic-year");
    const featured = page.getByRole("region", { name: "Start with one of these" }).getByTestId("guide-card");
    await expect(featured).toHaveCount(8);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Cart (0)" })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    for (const [name, href] of [
      ["About", "/about"],
      ["FAQ", "/faq"],
      ["Contact", "/contact"],
      ["Privacy", "/privacy"],
    ] as const) {
      await expect(footer.getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });

  test("the collection lists all 16 guides, searches titles and subtitles, and filters by strand", async ({ page }) => {
    await page.goto("/guides");
    await expect(page.getByRole("heading", { name: "The Complete Collection" })).toBeVisible();
    await expect(page.getByText("Double Your Shelf")).toBeVisible();
    await expect(page.getByText("DOUBLETHESHELF")).toBeVisible();
    // The filter hides cards (the grid is server-rendered once), so count the visible ones.
    const cards = page.getByTestId("guide-card").filter({ visible: true });
    await expect(cards).toHaveCount(16);

    const search = page.getByPlaceholder("Search guides...");
    await search.fill("QUANTUM");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Quantum Focus");

    await search.fill("zzzz-nothing");
    await expect(page.getByText("No guides found. Try adjusting your search or filters.").first()).toBeVisible();
    await expect(cards).toHaveCount(0);

    await search.fill("");
    // Exact names: each card's quick add ("Add Emotional Alchemy to cart") also contains a strand's letters.
    await page.getByRole("button", { name: "Motion", exact: true }).click();
    await expect(cards).toHaveCount(4);
    for (const title of ["When You Move Life Moves", "Starting is a Spell", "How to Move Through Stuck", "Crossing the Finish Line"]) {
      await expect(cards.filter({ hasText: title })).toHaveCount(1);
    }
    await expect(page).toHaveURL(/strand=motion/);
    await page.getByRole("button", { name: "All", exact: true }).click();
    await expect(cards).toHaveCount(16);
  });

  test("a strand card on the home page opens the collection filtered to that strand", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: /^Vision/ }).click();
    await expect(page).toHaveURL(/\/guides\?strand=vision/);
    await expect(page.getByRole("button", { name: "Vision", exact: true })).toHaveAttribute("aria-pressed", "true");
    // Next keeps the previous page mounted but hidden, so count only the visible cards.
    await expect(page.getByTestId("guide-card").filter({ visible: true })).toHaveCount(4);
  });

  test("a guide page shows its content, read time, what you'll learn and the purchase panel", async ({ page }) => {
    await page.goto("/guides");
    await page.getByTestId("guide-card").filter({ hasText: "Emotional Alchemy" }).click();
    await expect(page).toHaveURL(/\/guides\/emotional-alchemy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Emotional Alchemy" })).toBeVisible();
    await expect(page.getByText("20-30 min read")).toBeVisible();
    await expect(page.getByRole("heading", { name: "What you'll learn" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What you'll learn" }).locator("..").getByRole("listitem")).toHaveCount(5);
    await expect(page.getByRole("button", { name: "Buy & Download - $6" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Gift This Guide" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Cover of Emotional Alchemy" })).toBeVisible();
    await expect(page).toHaveTitle(/^Emotional Alchemy/);
  });

  test("Add to Cart updates Cart (n) at once, then says the guide is in the cart and links to it; other tabs follow", async ({ page, context }) => {
    await page.goto("/guides/quantum-focus");
    const other = await context.newPage();
    await other.goto("/about");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Added to cart!")).toBeVisible();
    await expect(page.getByText("Quantum Focus has been added to your cart.")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Cart (1)" })).toBeVisible();
    await expect(other.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Cart (1)" })).toBeVisible();
    // Added: the button says so and leads to the cart, so the guide cannot be added twice.
    await expect(page.getByRole("button", { name: "Add to Cart" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "In your cart: view cart" })).toHaveAttribute("href", "/cart");
    await expect(other.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Cart (1)" })).toBeVisible();
    // The browser keeps the guide's id only: its title and price are read from the catalogue.
    expect(await page.evaluate(() => localStorage.getItem("cart"))).toBe('["vision_001"]');
  });

  test("an unknown guide slug shows Guide not found with a way back, status 404", async ({ page }) => {
    const response = await page.goto("/guides/no-such-guide");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Guide not found" })).toBeVisible();
    await page.getByRole("link", { name: /back to all guides/i }).click();
    await expect(page).toHaveURL(/\/guides$/);
  });

  test("an old alias slug redirects to the guide's current page", async ({ page, request }) => {
    const moved = await request.get("/guides/the-richest-person-in-the-room", { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers()["location"]).toBe("/guides/richest-person-in-the-room");
    await page.goto("/guides/the-richest-person-in-the-room");
    await expect(page).toHaveURL(/\/guides\/richest-person-in-the-room$/);
    await expect(page.getByRole("heading", { level: 1, name: "The Richest Person in the Room" })).toBeVisible();
  });

  test("any other path shows the 404 page with a link home", async ({ page }) => {
    const response = await page.goto("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
