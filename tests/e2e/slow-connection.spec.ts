// A weak mobile network delivers a page in pieces, and the browser draws each piece as it comes:
// nothing already drawn may move when the rest arrives (CLS 0), signed out and signed in, on a
// phone and a laptop.
import { test } from "@playwright/test";
import { signInAs } from "./support/accounts";
import { expectNoLayoutShift, recordLayoutShifts } from "./support/layout-shifts";
import { shoot } from "./support/shots";
import { startSlowConnection, type SlowConnection } from "./support/slow-connection";

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

let slow: SlowConnection;
test.beforeAll(async () => {
  slow = await startSlowConnection(Number(process.env.PORT ?? 3100));
});
test.afterAll(async () => {
  await slow.close();
});

for (const size of SIZES) {
  test(`at ${size.width} px nothing moves while a page arrives in pieces, signed out and signed in`, async ({ page }) => {
    await recordLayoutShifts(page);
    await page.setViewportSize(size);
    for (const path of ["/", "/guides", "/guides/shape-yourself-or-be-shaped", "/atomic-year", "/login"]) {
      await page.goto(`${slow.origin}${path}`, { waitUntil: "load" });
      await expectNoLayoutShift(page, `${path} at ${size.width} px, signed out, arriving in pieces`);
    }
    await signInAs(page, "Sloane");
    for (const path of ["/", "/shelf", "/account"]) {
      await page.goto(`${slow.origin}${path}`, { waitUntil: "load" });
      await expectNoLayoutShift(page, `${path} at ${size.width} px, signed in, arriving in pieces`);
      if (size.width === 1280) await shoot(page, `slow-connection${path.replaceAll("/", "-")}`);
    }
  });
}
