// Finds a Chromium for the end-to-end tests (docs/testing.md#servers-and-ports): PLAYWRIGHT_CHROMIUM_EXECUTABLE,
// then /usr/bin/chromium, then Playwright's own browser (installing it where that works), then
// Debian's chromium through apt when running as root.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

function playwrightChromium() {
  const result = spawnSync(process.execPath, ["-e", "process.stdout.write(require('playwright-core').chromium.executablePath())"], {
    encoding: "utf8",
  });
  const found = result.stdout?.trim();
  return found && existsSync(found) ? found : null;
}

export function findChromium() {
  const configured = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (configured) {
    if (existsSync(configured)) return configured;
    throw new Error(`PLAYWRIGHT_CHROMIUM_EXECUTABLE points at ${configured}, which does not exist.`);
  }
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  let own = playwrightChromium();
  if (own) return own;
  console.log("No Chromium found: trying `playwright install chromium`...");
  spawnSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit", timeout: 300_000 });
  own = playwrightChromium();
  if (own) return own;
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log("Installing Debian's chromium with apt-get...");
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  }
  throw new Error(
    "No Chromium for the end-to-end tests: install one (`npx playwright install chromium`, or `apt-get install chromium`) or set PLAYWRIGHT_CHROMIUM_EXECUTABLE.",
  );
}
