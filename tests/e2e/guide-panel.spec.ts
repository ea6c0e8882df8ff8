import { expect, test } from "@playwright/test";
import { signUpConfirmed } from "./support/accounts";

// The purchase panel is streamed per person into the cached guide page. Until it is live (its own
// content arrived and React hydrated it) its buttons must look disabled, never be dead copies.
test.describe.configure({ timeout: 120_000 });

test("the server HTML shows the purchase buttons disabled until they can work", async ({ request }) => {
  const response = await request.get("/guides/quantum-focus");
  expect(response.status()).toBe(200);
  const html = await response.text();
  const addButtons = [...html.matchAll(/<button[^>]*>(?:(?!<\/button>).)*Add to Cart(?:(?!<\/button>).)*<\/button>/gs)].map((match) => match[0]);
  expect(addButtons.length).toBeGreaterThan(0);
  for (const button of addButtons) expect(button).toMatch(/\sdisabled=""/);
});

test("a signed-in customer's first click on Add to Cart works", async ({ page, request }) => {
  await signUpConfirmed(page, request, "Quinn");
  const nav = page.getByRole("navigation", { name: "Main" });
  await page.goto("/guides/quantum-focus", { waitUntil: "commit" });
  // Playwright clicks as soon as the button is enabled: the first moment a person could.
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Quantum Focus has been added to your cart.")).toBeVisible();
  await expect(nav.getByRole("link", { name: "Cart (1)" })).toBeVisible();
});
