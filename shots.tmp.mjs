import { chromium } from "playwright";
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const [w, h] of [[1280, 800], [390, 844]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  for (const path of ["/", "/guides", "/guides/quantum-focus", "/faq"]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.screenshot({ path: `/work/wt/shots/lead/${path.replace(/\//g, "_") || "_home"}-${w}.png` });
  }
  await page.close();
}
await browser.close();
