import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { signInAs } from "./support/accounts";
import { sql } from "./support/database";
import { copiedEditions, ownerCopies, ownerCopyPath } from "./support/owner-copies";
import { uniqueEmail } from "./support/mailbox";
import { answerQuiz } from "./support/quiz";
import { pdfPageTexts } from "../support/pdf-text";

// Sign-up, confirmation and the twelve-question quiz.
test.describe.configure({ timeout: 120_000 });

test("a guide claimed through the quiz downloads licensed to the owner, name and e-mail on every page", async ({ page }) => {
  const email = await signInAs(page, "Zo\u00eb", uniqueEmail("zoe"));
  await page.goto("/quiz");
  await answerQuiz(page);
  await expect(page).toHaveURL(/\/shelf$/);

  await page.locator('[data-testid="shelf-card"][data-owned="true"]').getByRole("button", { name: "Open" }).click();
  const dialog = page.getByRole("dialog");
  for (const label of ["Download Desktop", "Download Mobile"]) {
    const downloadPromise = page.waitForEvent("download");
    await dialog.getByRole("button", { name: label }).click();
    const pages = await pdfPageTexts(await readFile(await (await downloadPromise).path()));
    expect(pages.length).toBeGreaterThanOrEqual(6);
    for (const strings of pages) expect(strings.join("")).toContain(`Licensed to Zo\u00eb \u00b7 ${email}`);
  }
});

test("the copies of a guide claimed through the quiz are stamped before its owner opens it, and the download is one of them", async ({ page }) => {
  const email = await signInAs(page, "Ines", uniqueEmail("ines"));
  const { rows } = await sql<{ id: string }>("SELECT id FROM users WHERE email = $1", [email]);
  const userId = rows[0]!.id;
  await page.goto("/quiz");
  await answerQuiz(page);
  await expect(page).toHaveURL(/\/shelf$/);

  // Both editions, made after the answer that granted the guide, before anything was downloaded.
  await expect.poll(() => copiedEditions(userId), { timeout: 30_000 }).toEqual(["desktop", "mobile"]);
  const made = await ownerCopies(userId);

  await page.locator('[data-testid="shelf-card"][data-owned="true"]').getByRole("button", { name: "Open" }).click();
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("dialog").getByRole("button", { name: "Download Desktop" }).click();
  const downloaded = await readFile(await (await downloadPromise).path());
  const [desktopCopy] = [...made.keys()].filter((name) => name.includes("_desktop_"));
  expect(downloaded.equals(await readFile(ownerCopyPath(userId, desktopCopy!)))).toBe(true);
  for (const strings of await pdfPageTexts(downloaded)) expect(strings.join("")).toContain(`Licensed to Ines \u00b7 ${email}`);
  // Served as it was made: nothing stamped again, nothing added.
  expect(await ownerCopies(userId)).toEqual(made);
});

test("a visitor reads the first pages of a guide from its page, and only those", async ({ page }) => {
  await page.goto("/guides/quantum-focus");
  const link = page.getByRole("link", { name: /Read a sample/ });
  await expect(link).toBeVisible();
  const href = await link.getAttribute("href");
  expect(href).toBe("/api/guides/vision_001/sample");

  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["content-disposition"]).toMatch(/^inline; /);
  const pages = await pdfPageTexts(await response.body());
  expect(pages).toHaveLength(3);
  expect(pages[0]!.join(" ")).toContain("Quantum Focus");
  expect(pages.flat().join("")).not.toMatch(/Sold to|Licensed to/);
});
