import { defineConfig, devices } from "@playwright/test";
import { limitsPort, limitsServerEnv, proxyPort } from "./tests/e2e/support/limits-server";

const port = Number(process.env.PORT ?? 3100);
export const executablePath = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? "/usr/bin/chromium";

/**
 * Chromium opens each test's window with the address bar's suggestion popup and its AI-mode popup
 * preloaded, two WebUI renderers nobody sees: measured, about half a second of processor time per
 * browser context, a sixth of the suite's. Switched off here. Chromium keeps only the last
 * `--disable-features`, so this one repeats the features Playwright itself switches off;
 * tests/e2e/browser-flags.spec.ts fails when a Playwright upgrade switches off one more.
 */
export const DISABLED_FEATURES = [
  // Playwright's own (playwright-core, chromiumSwitches).
  "AimEnabled",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsFirstBalancedModeAutoEnable",
  "HttpsUpgrades",
  "LensOverlay",
  "MediaRouter",
  "NetworkTimeServiceQuerying",
  "OptimizationHints",
  "PaintHolding",
  "PreconnectToSearch",
  "TcpPortRandomizationWin",
  "ThirdPartyStoragePartitioning",
  "msEdgeUpdateLaunchServicesPreferredVersion",
  "msForceBrowserSignIn",
  // The address bar's popups.
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
];

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  `--disable-features=${DISABLED_FEATURES.join(",")}`,
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Budgets that hold on a loaded 2-core machine (CI runs beside other work): a page test gets a
  // minute, journeys through sign-up and checkout set their own larger budget per file.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  outputDir: ".data/test-results",
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace records every step of every test (screenshots, DOM snapshots), about a twentieth of
    // the suite's time on a 2-core machine. E2E_TRACE=off (CI, whose output is its log) skips it.
    trace: process.env.E2E_TRACE === "off" ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"] }, testIgnore: /mobile\.spec\.ts/ },
    { name: "mobile", use: { ...devices["Pixel 7"] }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: [
    {
      // What `npm start` runs (`next start`, scripts/lib/shop-server.mjs), bound as `npm start` binds
      // it (scripts/lib/local-tools.mjs), so the tests see its routing.
      command: `node_modules/.bin/next start -H localhost -p ${port} --keepAliveTimeout 65000`,
      url: `http://localhost:${port}/api/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { NODE_ENV: "production" },
    },
    {
      // Same build and database, tight rate limits: only the limit tests call it.
      command: `node_modules/.bin/next start -H localhost -p ${limitsPort} --keepAliveTimeout 65000`,
      url: `http://localhost:${limitsPort}/api/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: limitsServerEnv(),
    },
    {
      // nginx in front of it, appending each client's address to X-Forwarded-For. Stopped with a
      // signal, so the launcher removes nginx's temporary folder.
      command: `node tests/support/nginx-proxy.mjs --listen ${proxyPort} --target ${limitsPort}`,
      url: `http://127.0.0.1:${proxyPort}/api/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
  ],
});
