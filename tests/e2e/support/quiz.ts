import { expect, type Page } from "@playwright/test";

/** Answers the twelve questions with each first option and completes the quiz (the free guide is
 * then "Shape Yourself or Be Shaped"). */
export async function answerQuiz(page: Page) {
  for (let question = 1; question <= 12; question++) {
    await expect(page.getByText(`Question ${question} of 12`)).toBeVisible();
    await page.getByRole("radio").first().check({ force: true });
    if (question < 12) await page.getByRole("button", { name: "Next" }).click();
  }
  await page.getByRole("button", { name: "Complete Quiz" }).click();
}
