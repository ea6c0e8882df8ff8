// The suite's Chromium is Playwright's with the address bar's popups switched off
// (playwright.config.ts). Chromium keeps only the last --disable-features, so the config's list
// must still hold every feature Playwright itself switches off: this fails when an upgrade adds one.
import { chromium, expect, test } from "@playwright/test";
import { CHROMIUM_ARGS, DISABLED_FEATURES, executablePath } from "../../playwright.config";

test("the browser keeps every feature Playwright switches off, and opens no address-bar popup per context", async ({ browser }) => {
  // Chromium tells its command line only to a browser started for automation.
  const own = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, "--enable-automation"] });
  try {
    const session = await own.newBrowserCDPSession();
    const { arguments: argv } = await session.send("Browser.getBrowserCommandLine");
    const lists = argv.filter((arg) => arg.startsWith("--disable-features=")).map((arg) => arg.slice("--disable-features=".length).split(","));
    expect(lists.length, "Playwright's list and the config's").toBeGreaterThanOrEqual(2);
    const effective = lists.at(-1);
    expect(effective).toEqual(DISABLED_FEATURES);
    const dropped = lists.flat().filter((feature) => !DISABLED_FEATURES.includes(feature));
    expect(dropped, "switched off by Playwright, missing from DISABLED_FEATURES in playwright.config.ts").toEqual([]);
  } finally {
    await own.close();
  }

  // The suite's own browser: a new context and page, and no popup WebUI beside it.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/about");
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send("Target.getTargets", { filter: [{}] });
  expect(targetInfos.map((target) => target.url).filter((url) => url.startsWith("chrome://"))).toEqual([]);
  expect(targetInfos.map((target) => target.url)).toContain(page.url());
  await context.close();
});
