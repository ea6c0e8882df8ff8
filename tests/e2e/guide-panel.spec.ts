import { expect, test } from "@playwright/test";
import { signInAs } from "./support/accounts";

// The purchase panel is part of the prerendered guide page; its buttons work from the first paint:
// before the page's scripts run they are GET forms that open the cart with the guide added.
test.describe.configure({ timeout: 120_000 });

test("the server HTML's purchase buttons are live: forms that open the cart with the guide, never disabled copies", async ({ request }) => {
  const response = await request.get("/guides/quantum-focus");
  expect(response.status()).toBe(200);
  const html = await response.text();
  const forms = [...html.matchAll(/<form[^>]*action="\/cart"[^>]*>(?:(?!<\/form>).)*<\/form>/gs)].map((match) => match[0]);
  const buy = forms.find((form) => form.includes("Buy &amp; Download"));
  const add = forms.find((form) => form.includes("Add to Cart"));
  for (const form of [buy, add]) {
    expect(form).toMatch(/method="get"/);
    expect(form).toMatch(/<input type="hidden" name="add" value="vision_001"\/>/);
    expect(form).not.toMatch(/\sdisabled=""/);
  }
});

test("a signed-in customer's first click on Add to Cart works", async ({ page }) => {
  await signInAs(page, "Quinn");
  const nav = page.getByRole("navigation", { name: "Main" });
  await page.goto("/guides/quantum-focus", { waitUntil: "commit" });
  // Playwright clicks as soon as the button is enabled: the first moment a person could.
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Quantum Focus has been added to your cart.")).toBeVisible();
  await expect(nav.getByRole("link", { name: "Cart (1)" })).toBeVisible();
});
