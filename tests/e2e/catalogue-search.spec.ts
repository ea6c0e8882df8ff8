// The collection's search lives in the address beside the strand (?q=&strand=): it can be shared
// and survives Back. Quick adds show one toast at a time.
import { expect, test } from "@playwright/test";
import { expectNoLayoutShift, recordLayoutShifts } from "./support/layout-shifts";
import { shoot } from "./support/shots";

const shownCards = (page: import("@playwright/test").Page) => page.locator("[data-guide-list] > li:visible");

test("the search and the strand are kept in the address, shared by a link and still there after Back", async ({ page }) => {
  await page.goto("/guides");
  await expect(shownCards(page)).toHaveCount(16);
  const search = page.getByRole("searchbox", { name: "Search guides" });
  await expect(search).toBeEditable();
  await search.pressSequentially("presence", { delay: 40 });
  await expect(page).toHaveURL(/\/guides\?q=presence$/);
  await expect(shownCards(page)).toHaveCount(1);
  await expect(shownCards(page).getByRole("heading")).toHaveText("Magnetic Presence");
  await shoot(page, "guides-search");

  // Widening the search and choosing a strand keep both in the address.
  await search.fill("the");
  await page.getByRole("group", { name: "Filter by strand" }).getByRole("button", { name: "Power" }).click();
  await expect(page).toHaveURL(/\/guides\?q=the&strand=power$/);
  const powerMatches = await shownCards(page).count();
  expect(powerMatches).toBeGreaterThan(0);
  expect(powerMatches).toBeLessThan(4);
  const firstTitle = (await shownCards(page).first().getByRole("heading").textContent())!;

  // Into a guide and Back: the same search, strand and cards.
  await shownCards(page).first().getByTestId("guide-card").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstTitle);
  await page.goBack();
  await expect(page).toHaveURL(/\/guides\?q=the&strand=power$/);
  await expect(page.getByRole("searchbox", { name: "Search guides" })).toHaveValue("the");
  await expect(page.getByRole("group", { name: "Filter by strand" }).getByRole("button", { name: "Power" })).toHaveAttribute("aria-pressed", "true");
  await expect(shownCards(page)).toHaveCount(powerMatches);

  // A shared link opens with its search applied; clearing the box clears the address.
  await page.goto("/guides?q=focus");
  const shared = page.getByRole("searchbox", { name: "Search guides" });
  await expect(shared).toHaveValue("focus");
  await expect(shownCards(page).getByRole("heading", { name: "Quantum Focus" })).toBeVisible();
  const focusMatches = await shownCards(page).count();
  expect(focusMatches).toBeLessThan(16);
  await shared.fill("");
  await expect(page).toHaveURL(/\/guides$/);
  await expect(shownCards(page)).toHaveCount(16);
});

test("a link to a strand opens with only that strand's guides and its bundle, drawn so from the first paint", async ({ page }) => {
  await recordLayoutShifts(page);
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.goto("/guides?strand=power");
    await expect(page.getByRole("group", { name: "Filter by strand" }).getByRole("button", { name: "Power" })).toHaveAttribute("aria-pressed", "true");
    await expect(shownCards(page)).toHaveCount(4);
    const bundles = page.getByTestId("bundle-offer").filter({ visible: true });
    await expect(bundles).toHaveCount(1);
    await expect(bundles.getByRole("heading", { name: "The Power bundle" })).toBeVisible();
    await expectNoLayoutShift(page, `/guides?strand=power at ${size.width} px`);
    await shoot(page, "guides-strand-link");
  }
  // Once live, the filter is the page's: every guide again, and no bundle.
  await page.getByRole("group", { name: "Filter by strand" }).getByRole("button", { name: "All" }).click();
  await expect(page).toHaveURL(/\/guides$/);
  await expect(shownCards(page)).toHaveCount(16);
  await expect(page.getByTestId("bundle-offer").filter({ visible: true })).toHaveCount(0);
});

test("a link to the quiz's recommendation opens with its card drawn from the first paint, and nothing moves as the page goes live", async ({ page }) => {
  await recordLayoutShifts(page);
  const early = page.locator("[data-early-recommendation]").filter({ visible: true });
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    // The page's scripts held back: what its HTML alone draws (a reload, a shared link).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/guides?recommended=quantum-focus", { waitUntil: "domcontentloaded" });
    await expect(early).toHaveCount(1);
    await expect(early.getByText("Based on your answers, we recommend Quantum Focus.")).toBeVisible();
    release();
    await page.unrouteAll({ behavior: "wait" });
    // Live: the card is the page's own (it adds to the cart), the copies are gone.
    const card = page.getByTestId("quiz-recommendation");
    await expect(card.getByRole("heading", { name: "Quantum Focus" })).toBeVisible();
    await expect(page.locator("[data-early-recommendation]")).toHaveCount(0);
    await expectNoLayoutShift(page, `/guides?recommended=quantum-focus at ${size.width} px`);
    await shoot(page, "guides-recommended-link");
  }
  // An address naming no guide draws no card, before or after the page is live.
  await page.goto("/guides?recommended=no-such-guide", { waitUntil: "domcontentloaded" });
  await expect(early).toHaveCount(0);
  await page.waitForLoadState("load");
  await expect(page.getByTestId("quiz-recommendation")).toHaveCount(0);
});

test("quick adds in a row show one toast, naming the last guide added", async ({ page }) => {
  await page.goto("/guides");
  const adds = page.getByRole("button", { name: /^Add .* to cart$/ });
  await expect(adds.first()).toBeEnabled();
  const titles: string[] = [];
  for (let card = 0; card < 3; card++) {
    const label = (await adds.first().getAttribute("aria-label"))!;
    titles.push(label.replace(/^Add /, "").replace(/ to cart$/, ""));
    await adds.first().click();
  }
  await expect(page.getByRole("link", { name: /Cart \(3\)/ }).first()).toBeVisible();
  const toasts = page.locator("[data-sonner-toast]");
  await expect(toasts.filter({ hasText: `${titles[2]} has been added to your cart.` })).toBeVisible();
  await expect(toasts).toHaveCount(1);
  await shoot(page, "guides-quick-add-toast");
});
