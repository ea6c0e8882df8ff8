// The first visit to a freshly started server: the shelf and the reader open about as quickly as on
// any later visit. A production server loads each route's code on its first request; the shop does
// that once at start (instrumentation.ts, lib/warm-up.ts: the signed-in shelf is rendered once for an
// id no account has), before it says it is ready, so the first customer does not wait for it. Nor do they wait for their copy of the guide to be stamped with their name (done once
// the guide is granted), nor, opening the reader from the shelf, for PDF.js's worker to start (the
// shelf starts it while idle).
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./support/accounts";
import { sql } from "./support/database";
import { copiedEditions } from "./support/owner-copies";
import { answerQuiz } from "./support/quiz";

test.describe.configure({ timeout: 180_000 });

const GUIDE = "power_001";
const SLUG = "shape-yourself-or-be-shaped";
const TITLE = "Shape Yourself or Be Shaped";

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, "close");
  return port;
}

/** `next start` of the e2e build on the run's database, as `npm start` serves it; resolves once it says it is ready. */
async function startFreshServer(port: number): Promise<ChildProcess> {
  const child = spawn("node_modules/.bin/next", ["start", "-H", "localhost", "-p", String(port)], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start on ${port} exited with ${child.exitCode}`);
    const ready = await fetch(`http://localhost:${port}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGTERM");
  throw new Error(`next start on ${port} was not ready within 120 s`);
}

type Timing = { server: number; html: number; total: number; pdf?: number };

/** The server's part of the page load (request sent to first byte), the guide's (for the reader),
 * and the whole time until `shown`. */
async function timed(page: Page, url: string, shown: () => Promise<void>): Promise<Timing> {
  const started = Date.now();
  // Until the person sees it, not until every image and font has loaded (the load event).
  await page.goto(url, { waitUntil: "commit" });
  await shown();
  const total = Date.now() - started;
  return {
    total,
    ...(await page.evaluate(() => {
      const part = (entry: PerformanceResourceTiming | undefined) => (entry ? Math.round(entry.responseStart - entry.requestStart) : undefined);
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const guide = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((entry) => entry.name.includes("/read?edition="));
      return { server: part(navigation) ?? -1, html: navigation ? Math.round(navigation.responseEnd - navigation.requestStart) : -1, pdf: part(guide) };
    })),
  };
}

/** From the shelf on screen (left idle a moment, as a person reads it), the time from pressing
 * Read to the guide's first page. */
async function openedFromShelf(page: Page): Promise<number> {
  await page.waitForTimeout(1500);
  await page.locator('[data-testid="shelf-card"][data-owned="true"]').getByRole("button", { name: "Open" }).click();
  const read = page.getByRole("dialog").getByRole("link", { name: /^(Read|Continue at page \d+)$/ });
  await expect(read).toBeVisible();
  const started = Date.now();
  await read.click();
  await expect(page.getByTestId("page-counter")).toHaveText(/^Page 1 of \d+$/);
  return Date.now() - started;
}

test("the first visit to the shelf and the first open of the reader on a fresh server take under a second", async ({ page }) => {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  let server: ChildProcess | undefined;
  try {
    // The guide comes as a new customer's does (the quiz's free guide), with the owner's stamped
    // copies the shop makes once it is granted.
    const email = await signInAs(page, "Fern");
    await page.goto("/quiz");
    await answerQuiz(page);
    await expect(page).toHaveURL(/\/shelf$/);
    const { rows } = await sql<{ id: string; guide_id: string }>(
      "SELECT u.id, g.guide_id FROM users u JOIN user_guides g ON g.user_id = u.id WHERE u.email = $1",
      [email],
    );
    expect(rows.map((row) => row.guide_id)).toEqual([GUIDE]);
    await expect.poll(() => copiedEditions(rows[0]!.id), { timeout: 30_000 }).toEqual(["desktop", "mobile"]);
    server = await startFreshServer(port);

    // Cookies belong to the host, not the port: the session made for the main server opens this one too.
    const guideFile = `${origin}/api/guides/${GUIDE}/read`;
    const fileRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(`${guideFile}?`)) fileRequests.push(request.url());
    });
    const shelf = await timed(page, `${origin}/shelf`, () => expect(page.locator('[data-testid="shelf-card"][data-owned="true"]')).toHaveCount(1));
    // The reader as a person opens it, from the shelf: the shelf started its engine while idle.
    const fromShelf = await openedFromShelf(page);
    // The reader opened directly (a bookmark): its page preloads the guide's file, which the reader
    // then takes, so the file is asked for once.
    fileRequests.length = 0;
    const reader = await timed(page, `${origin}/read/${SLUG}`, async () => {
      await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
      await expect(page.getByTestId("page-counter")).toHaveText(/^Page 1 of \d+$/);
    });
    expect(fileRequests).toEqual([`${guideFile}?edition=desktop`]);
    // The same again, warm, for comparison.
    const shelfAgain = await timed(page, `${origin}/shelf`, () => expect(page.locator('[data-testid="shelf-card"][data-owned="true"]')).toHaveCount(1));
    const fromShelfAgain = await openedFromShelf(page);
    const readerAgain = await timed(page, `${origin}/read/${SLUG}`, () => expect(page.getByTestId("page-counter")).toHaveText(/^Page 1 of \d+$/));
    const figures = { shelf, fromShelf, reader, shelfAgain, fromShelfAgain, readerAgain };
    test.info().annotations.push({ type: "first visit (ms)", description: JSON.stringify(figures) });
    console.log(`first visit (ms): ${JSON.stringify(figures)}`);

    // The server's part of the first visit, where a cold start showed (1.3 s against 0.2 s warm, on
    // a 2-core machine at a load of 11): under a second, with room for a busier machine. The whole
    // visit (mostly the browser's part) is printed, not judged: on a loaded machine it measures the
    // load.
    expect(shelf.server, "the server's part of the first visit to the shelf").toBeLessThan(1000);
    expect(reader.server, "the server's part of the first open of the reader").toBeLessThan(1000);
  } finally {
    if (server && server.exitCode === null) {
      const exited = once(server, "exit");
      server.kill("SIGTERM");
      await exited;
    }
  }
});
