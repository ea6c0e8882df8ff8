// Axe finds no serious or critical accessibility violation on any page, signed out or in.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signInAs } from "./support/accounts";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

/** Waits until the page has settled: its main heading is shown, fonts are in and finite transitions are over. */
async function settle(page: Page, heading: Locator = page.getByRole("heading", { level: 1 })) {
  await expect(heading.first()).toBeVisible();
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Runs axe (WCAG 2.0/2.1 A and AA) on the page, or only inside `include`, and fails on serious or
 * critical violations (`soft`: the test goes on to its next page and fails at its end, naming every page). */
async function expectNoSeriousViolations(page: Page, include?: string, { soft = false } = {}) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((violation) => violation.impact && BLOCKING_IMPACTS.has(violation.impact));
  // One readable line per violation (rule, impact, help, the first few elements and why), so a failure says what to fix.
  const report = blocking.map((violation) => {
    const targets = violation.nodes.slice(0, 4).map((node) => {
      const why = node.failureSummary?.split("\n").slice(1).join(" ").trim();
      return `${node.target.join(" ")}${why ? ` (${why})` : ""}`;
    });
    const more = violation.nodes.length > 4 ? ` and ${violation.nodes.length - 4} more` : "";
    return `${violation.id} [${violation.impact}] ${violation.help}: ${targets.join("; ")}${more}`;
  });
  (soft ? expect.soft : expect)(report, `serious or critical axe violations on ${page.url()}${include ? ` inside ${include}` : ""}`).toEqual([]);
}

test.describe("accessibility signed out", () => {
  const pages: { path: string; heading?: string }[] = [
    { path: "/" },
    { path: "/guides" },
    { path: "/guides/quantum-focus" },
    { path: "/atomic-year" },
    { path: "/atomic-year/checkout", heading: "Sign In Required" },
    { path: "/about" },
    { path: "/faq" },
    { path: "/privacy" },
    { path: "/contact" },
    { path: "/login", heading: "Welcome back" },
    { path: "/login?mode=signup", heading: "Create your account" },
    { path: "/shelf" },
    { path: "/reset-password", heading: "Invalid Reset Link" },
    { path: "/auth/confirm", heading: "Invalid confirmation link" },
    { path: "/no-such-page", heading: "Oops! Page not found" },
    { path: "/guides/no-such-guide", heading: "Guide not found" },
    { path: "/gift", heading: "Gift The Atomic Year" },
    { path: "/gift?guide=power_001", heading: "Gift Shape Yourself or Be Shaped" },
    { path: "/gift-success", heading: "Gift Purchase Successful!" },
    { path: "/unsubscribe?token=not-a-token", heading: "This unsubscribe link is not valid" },
  ];

  // One test per group of pages, each page in turn in the same tab (a new browser context per
  // page would cost more than axe itself); a page with violations fails the test at its end.
  const groups = [pages.slice(0, 8), pages.slice(8)];
  for (const group of groups) {
    test(`axe finds no serious or critical violation on ${group.map(({ path }) => path).join(", ")}`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const { path, heading } of group) {
        await page.goto(path);
        await settle(page, heading ? page.getByRole("heading", { level: 1, name: heading }) : undefined);
        await expectNoSeriousViolations(page, undefined, { soft: true });
      }
    });
  }

  test("axe finds no serious or critical violation on / and /atomic-year at a phone viewport", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/", "/atomic-year"]) {
      await page.goto(path);
      await settle(page);
      await expectNoSeriousViolations(page, undefined, { soft: true });
    }
  });

  test("axe finds no serious or critical violation in the Forgot your password dialog", async ({ page }) => {
    await page.goto("/login");
    await settle(page, page.getByRole("heading", { level: 1, name: "Welcome back" }));
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await settle(page, page.getByRole("dialog").getByRole("heading", { name: "Reset your password" }));
    await expectNoSeriousViolations(page, '[role="dialog"]');
  });
});

test.describe("accessibility signed in", () => {
  // Each test signs up its own person, so no two tests share a user.
  test("axe finds no serious or critical violation on the shelf, its dialogs, the quiz, a guide and the home page", async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, "Ada");

    // A new person's shelf opens with the welcome dialog, which hides the page behind it from the accessibility tree.
    await page.goto("/shelf");
    const welcome = page.getByRole("dialog");
    await settle(page, welcome.getByRole("heading", { name: /^Welcome to/ }));
    await expectNoSeriousViolations(page, '[role="dialog"]');
    await welcome.getByRole("button", { name: "Maybe Later" }).click();
    await expect(welcome).toBeHidden();
    await settle(page, page.getByRole("heading", { level: 1, name: "Your Collection" }));
    await expectNoSeriousViolations(page);

    await page.locator('[data-testid="shelf-card"]').filter({ hasText: "Quantum Focus" }).getByRole("button", { name: "Unlock" }).click();
    const guideDialog = page.getByRole("dialog");
    await settle(page, guideDialog.getByRole("heading", { name: "Quantum Focus" }));
    await expectNoSeriousViolations(page, '[role="dialog"]');
    await page.keyboard.press("Escape");
    await expect(guideDialog).toBeHidden();

    for (const path of ["/quiz", "/guides/quantum-focus", "/atomic-year/checkout", "/"]) {
      await page.goto(path);
      await settle(page);
      await expectNoSeriousViolations(page);
    }
  });

  test("axe finds no serious or critical violation on the account page and its delete dialog", async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, "Ada");
    await page.goto("/account");
    await settle(page, page.getByRole("heading", { level: 1, name: "Your account" }));
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await settle(page, page.getByRole("dialog").getByRole("heading", { name: "Delete your account?" }));
    await expectNoSeriousViolations(page, '[role="dialog"]');
  });

  test("axe finds no serious or critical violation in the dialog of a guide the person owns and in its reader", async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, "Ada");
    // The quiz puts a free guide on the shelf.
    await page.goto("/quiz");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (let question = 1; question <= 12; question++) {
      await expect(page.getByText(`Question ${question} of 12`)).toBeVisible();
      await page.getByRole("radio").first().check({ force: true });
      if (question < 12) await page.getByRole("button", { name: "Next" }).click();
    }
    await page.getByRole("button", { name: "Complete Quiz" }).click();
    await expect(page).toHaveURL(/\/shelf$/);
    await settle(page, page.getByRole("heading", { level: 1, name: "Your Collection" }));
    await expectNoSeriousViolations(page);

    await page.locator('[data-testid="shelf-card"][data-owned="true"]').getByRole("button", { name: "Open" }).click();
    const dialog = page.getByRole("dialog");
    await settle(page, dialog.getByText("Well chosen collector. You own this guide."));
    await expectNoSeriousViolations(page, '[role="dialog"]');

    // The reader, with a page and its text layer drawn, at the desktop width and on a phone.
    await dialog.getByRole("link", { name: "Read" }).click();
    // The reader has opened before its page is reloaded at each width (a reload during the
    // navigation would reload the shelf).
    await expect(page).toHaveURL(/\/read\//);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.reload();
      await settle(page, page.getByTestId("page-counter").filter({ hasText: /^Page 1 of \d+$/ }));
      await expect(page.locator(".textLayer span").first()).toBeAttached();
      await expectNoSeriousViolations(page);
    }
  });
});
