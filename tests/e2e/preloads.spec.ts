// Preloads only for what the first screen shows: on the home page, the collection and a guide page,
// at 1280 and 390 px, Chromium reports no resource "preloaded using link preload but not used
// within a few seconds", and every image preloaded (in the HTML or a Link header) is drawn in the
// first screen.
import { join } from "node:path";
import { expect, test } from "@playwright/test";

const PAGES = ["/", "/guides", "/guides/emotional-alchemy"];
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

/** The image preloads a response carries: its Link header's and the HTML's <link rel=preload as=image>. */
function imagePreloads(linkHeader: string | undefined, html: string): string[] {
  const fromHeader = (linkHeader ?? "")
    .split(/,(?=\s*<)/)
    .filter((entry) => /rel="?preload"?/.test(entry) && /as="?image"?/.test(entry))
    .map((entry) => /<([^>]+)>/.exec(entry)?.[1] ?? "");
  const fromHtml = [...html.matchAll(/<link[^>]*rel="preload"[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes('as="image"'))
    .map((tag) => /href="([^"]+)"/.exec(tag)?.[1] ?? "");
  return [...fromHeader, ...fromHtml].map((href) => href.replaceAll("&amp;", "&"));
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of PAGES) {
      test(`${path} preloads only what its first screen shows, and Chromium reports no unused preload`, async ({ page }) => {
        const warnings: string[] = [];
        page.on("console", (message) => {
          if (message.text().includes("was preloaded using link preload but not used")) warnings.push(message.text());
        });
        const response = await page.goto(path, { waitUntil: "load" });
        expect(response?.status()).toBe(200);
        const preloads = imagePreloads(response?.headers().link, await response!.text());

        // Every preloaded image is an image the first screen draws.
        const firstScreen = await page.evaluate(() =>
          [...document.images]
            .filter((image) => {
              const box = image.getBoundingClientRect();
              return box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0 && getComputedStyle(image).visibility !== "hidden";
            })
            .map((image) => new URL(image.currentSrc || image.src).pathname),
        );
        for (const href of preloads) expect(firstScreen, `${href} is preloaded`).toContain(new URL(href, page.url()).pathname);

        // Chromium reports a preload it did not use a few seconds after the load.
        await page.waitForTimeout(5_500);
        expect(warnings).toEqual([]);
        // With SHOTS_DIR set, the first screen as it was drawn.
        const dir = process.env.SHOTS_DIR;
        if (dir) await page.screenshot({ path: join(dir, `first-screen${path === "/" ? "-home" : path.replaceAll("/", "-")}-${viewport.width}.png`) });
      });
    }
  });
}
