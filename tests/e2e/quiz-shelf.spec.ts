import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { signInAs } from "./support/accounts";

// Sign-up, confirmation and the twelve-question quiz per test.
test.describe.configure({ timeout: 120_000 });

test("quiz → free guide on the shelf → both PDFs download under the specified names", async ({ page }) => {
  await signInAs(page, "Quinn");
  await page.goto("/quiz");
  await expect(page.getByRole("heading", { name: "Atomic Guides Guide Quiz" })).toBeVisible();

  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  for (let question = 1; question <= 12; question++) {
    await expect(page.getByText(`Question ${question} of 12`)).toBeVisible();
    const badge = question <= 3 ? "Power" : question <= 6 ? "Motion" : question <= 9 ? "Feeling" : "Vision";
    await expect(page.getByTestId("strand-badge")).toHaveText(badge);
    await page.getByRole("radio").first().check({ force: true });
    if (question === 2) {
      // Going back keeps the earlier answer.
      await page.getByRole("button", { name: "Previous" }).click();
      await expect(page.getByText("Question 1 of 12")).toBeVisible();
      await expect(page.getByRole("radio").first()).toBeChecked();
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByRole("radio").first().check({ force: true });
    }
    if (question < 12) await page.getByRole("button", { name: "Next" }).click();
  }
  await page.getByRole("button", { name: "Complete Quiz" }).click();

  await expect(page).toHaveURL(/\/shelf$/);
  await expect(page.getByText("Your free guide is on your shelf!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Collection", exact: true })).toBeVisible();
  await expect(page.getByTestId("strands-activated")).toHaveText("1/4");
  await expect(page.getByTestId("mastery")).toHaveText("6%");
  await expect(page.getByText("Collected 1 of 4")).toBeVisible();
  await expect(page.locator('[data-testid="shelf-card"][data-owned="true"]')).toHaveCount(1);

  const owned = page.locator('[data-testid="shelf-card"][data-owned="true"]');
  await owned.getByRole("button", { name: "Open" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Well chosen collector. You own this guide.")).toBeVisible();
  const title = (await dialog.getByRole("heading").first().textContent()) ?? "";
  const stem = title
    .replace(/[^A-Za-z0-9 -]/g, "")
    .trim()
    .replace(/\s+/g, "_");

  // Open reads an edition in the shop's reader.
  await expect(dialog.getByRole("link", { name: "Open Desktop" })).toHaveAttribute("href", /^\/read\/[a-z-]+\?edition=desktop$/);
  await expect(dialog.getByRole("link", { name: "Open Mobile" })).toHaveAttribute("href", /^\/read\/[a-z-]+\?edition=mobile$/);

  for (const [label, suffix] of [
    ["Download Desktop", ""],
    ["Download Mobile", "_Mobile"],
  ] as const) {
    const downloadPromise = page.waitForEvent("download");
    await dialog.getByRole("button", { name: label }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`${stem}${suffix}.pdf`);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(2000);
  }

  // When the shop answers without a link the person reads "… Failed"; when nothing answers, "… Error".
  const downloadRoute = "**/api/guides/*/download?*";
  await page.route(downloadRoute, (route) => route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "unavailable" }) }));
  await dialog.getByRole("button", { name: "Download Mobile" }).click();
  await expect(page.getByText("Download Failed").first()).toBeVisible();
  await expect(page.getByText("Unable to download the mobile guide. Please try again.").first()).toBeVisible();
  await page.unroute(downloadRoute);
  await page.route(downloadRoute, (route) => route.abort("connectionrefused"));
  await dialog.getByRole("button", { name: "Download Desktop" }).click();
  await expect(page.getByText("Download Error").first()).toBeVisible();
  await expect(page.getByText("An error occurred while downloading the guide.").first()).toBeVisible();
  await page.unroute(downloadRoute);

  // The guide page shows the owner's state.
  await page.keyboard.press("Escape");
  await page.goto("/guides/shape-yourself-or-be-shaped");
  await expect(page.getByText("Owned", { exact: true })).toBeVisible();
  await expect(page.getByText("Ready to download")).toBeVisible();
  await page.getByRole("button", { name: "Download PDF" }).click();
  await expect(page.getByRole("button", { name: "Desktop PDF" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mobile PDF" })).toBeVisible();
});

test("a guide the person does not own is refused: 403 and no link; visitors get 401", async ({ page, request }) => {
  const visitor = await request.get("/api/guides/vision_001/download?format=desktop", { headers: { Accept: "application/json" } });
  expect(visitor.status()).toBe(401);

  await signInAs(page, "Nora");
  const refused = await page.request.get("/api/guides/vision_001/download?format=desktop", { headers: { Accept: "application/json" } });
  expect(refused.status()).toBe(403);
  const body: unknown = await refused.json();
  expect(body).toEqual({ error: "Access Denied", message: "You don't have access to this guide." });
  expect(JSON.stringify(body)).not.toContain("/api/files/");

  expect((await page.request.get("/api/guides/vision_999/download")).status()).toBe(404);
  expect((await page.request.get("/api/guides/vision_001/download?format=tablet")).status()).toBe(404);

  const tampered = await page.request.get("/api/files/guides/Quantum_Focus_Desktop.pdf?expires=9999999999&signature=forged");
  expect(tampered.status()).toBe(403);
});

test("the shelf signed out is a marketing page; the quiz sends visitors to sign up", async ({ page }) => {
  await page.goto("/shelf");
  await expect(page.getByRole("link", { name: "Sign in to access your Shelf" })).toHaveAttribute("href", /\/login/);
  await expect(page.getByRole("link", { name: "Create a free account" })).toHaveAttribute("href", "/login?mode=signup");
  await page.goto("/quiz");
  await expect(page).toHaveURL(/\/login\?mode=signup&callbackUrl=%2Fquiz$/);
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
  await expect(page).toHaveTitle(/^Create your account \|/);
});

test("a new user's shelf welcomes them and offers the quiz", async ({ page }) => {
  await signInAs(page, "Wren");
  await page.goto("/shelf");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Welcome to Atomic Guides, Wren!" })).toBeVisible();
  await expect(dialog.getByText("Takes less than 2 minutes, no credit card required")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Take the Quiz & Get My Free Guide!" })).toHaveAttribute("href", "/quiz");
  await dialog.getByRole("button", { name: "Maybe Later" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("mastery")).toHaveText("0%");
  await expect(page.locator('[data-testid="shelf-card"][data-owned="false"]')).toHaveCount(16);
});
