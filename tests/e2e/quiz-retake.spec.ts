// Someone whose free guide is already claimed: the home page stops offering it, the quiz says so
// before the first question, and the retake's recommendation leads to its guide.
import { expect, test } from "@playwright/test";
import { signInAs } from "./support/accounts";
import { expectNoLayoutShift, forgetLayoutShifts, recordLayoutShifts } from "./support/layout-shifts";
import { answerQuiz } from "./support/quiz";
import { shoot, shootView } from "./support/shots";

// Sign-up, confirmation and the quiz twice.
test.describe.configure({ timeout: 150_000 });

const FREE_GUIDE_CALL = "Take the quiz, get a free guide";
const NEXT_GUIDE_CALL = "Find your next guide";

test("after the free guide: the home page invites to the next guide, the quiz says so up front, and the retake links its guide", async ({ page }) => {
  await recordLayoutShifts(page);
  await signInAs(page, "Rhea");
  await page.goto("/quiz");

  // Before the free guide: no notice on the quiz, and the home page still offers it.
  await expect(page.getByText("Question 1 of 12")).toBeVisible();
  await expect(page.getByTestId("free-guide-claimed")).toHaveCount(0);
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" }).getByTestId("greeting")).toHaveText("Hi, Rhea!");
  await expect(page.getByRole("link", { name: FREE_GUIDE_CALL })).toBeVisible();
  await expect(page.getByRole("link", { name: NEXT_GUIDE_CALL })).toHaveCount(0);

  await page.goto("/quiz");
  await answerQuiz(page);
  await expect(page).toHaveURL(/\/shelf$/);

  // The home page (the same prerendered HTML) now invites to the next guide, and nothing moved when it changed.
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.goto("/");
    const call = page.getByRole("link", { name: NEXT_GUIDE_CALL });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", "/quiz");
    await expect(page.getByRole("link", { name: FREE_GUIDE_CALL })).toHaveCount(0);
    await expectNoLayoutShift(page, `/ at ${size.width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, "home-after-free-guide");

  // The quiz says the free guide is claimed before question 1.
  await page.getByRole("link", { name: NEXT_GUIDE_CALL }).click();
  await expect(page).toHaveURL(/\/quiz$/);
  const notice = page.getByTestId("free-guide-claimed");
  await expect(notice).toContainText("You have already claimed your free guide.");
  await expect(notice).toContainText("the guide it suggests is $6");
  const noticeBox = (await notice.boundingBox())!;
  const questionBox = (await page.getByText("Question 1 of 12").boundingBox())!;
  expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(questionBox.y);
  await shoot(page, "quiz-retake-notice");

  // The retake lands on the catalogue with the recommendation in a card on the page (the toast says
  // it too, and goes): the guide, "Add to cart" and a way to the guide.
  await forgetLayoutShifts(page);
  await answerQuiz(page);
  await expect(page).toHaveURL(/\/guides\?recommended=[a-z0-9-]+$/);
  // The card is drawn with the collection, not pushed in above it a moment later.
  await expect(page.getByTestId("quiz-recommendation")).toBeVisible();
  await expectNoLayoutShift(page, "the collection with the retake's recommendation");
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Your recommendation" })).toBeVisible();
  const card = page.getByTestId("quiz-recommendation");
  const text = (await card.getByText(/^Based on your answers, we recommend /).textContent()) ?? "";
  const title = text.replace("Based on your answers, we recommend ", "").replace(/\.$/, "");
  expect(title.length).toBeGreaterThan(3);
  await expect(card.getByRole("heading", { name: title })).toBeVisible();
  await shoot(page, "quiz-retake-recommendation");
  await shootView(page, "quiz-retake-card");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card).toBeInViewport();
  await shootView(page, "quiz-retake-card");
  await page.setViewportSize({ width: 1280, height: 800 });
  // Long after the toast would have gone, the card is still there.
  await page.locator("[data-sonner-toast]").getByRole("button", { name: /close/i }).click();
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: /^Add to cart/ }).click();
  await expect(card.getByRole("link", { name: "In your cart: view cart" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByText("Cart (1)")).toBeVisible();
  await card.getByRole("link", { name: "View guide" }).click();
  await expect(page).toHaveURL(/\/guides\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});
