// Screenshots for a person to look at: with SHOTS_DIR set, `shoot` saves the page full length at
// 1280 and 390 px (`<name>-1280.png`, `<name>-390.png`), plus the last sandboxed frame in view
// (a frame below the fold is not painted in a full-page shot). Without SHOTS_DIR it does nothing.
//   SHOTS_DIR=/tmp/shots npm run test:e2e -- tests/e2e/admin.spec.ts
import path from "node:path";
import type { Page } from "@playwright/test";

export async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const original = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
    const frame = page.locator("iframe").last();
    if ((await frame.count()) > 0 && (await frame.isVisible())) {
      await frame.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(dir, `${name}-${width}-frame.png`) });
    }
  }
  if (original) await page.setViewportSize(original);
}

/** What is on screen now, at the page's current size (`<name>-<width>-view.png`): for what is fixed
 * to the screen (a toast), which a full-length shot draws in the wrong place. */
export async function shootView(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: path.join(dir, `${name}-${page.viewportSize()?.width ?? 0}-view.png`) });
}
