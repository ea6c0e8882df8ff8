// The shared cache in front of Next (scripts/serve.mjs, as `npm start` serves): the prerendered
// catalogue is replayed from memory, with the same bytes and headers Next sends, never to a request
// Next treats differently, and an admin's change reaches the page at once.
import { randomBytes } from "node:crypto";
import net from "node:net";
import { expect, test, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import { signUpConfirmed } from "./support/accounts";

test.describe.configure({ timeout: 180_000 });

// On ADMIN_EMAILS in scripts/test.mjs.
const ADMIN_EMAIL = "cache-admin@reader.test";
const PROBE_CODE = "e2e_shared_cache_probe";

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<pg.QueryResult<T>> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await client.query<T>(text, values);
  } finally {
    await client.end();
  }
}

async function page(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers: { accept: "text/html", ...headers } });
  return { status: response.status(), headers: response.headers(), body: await response.text() };
}

/** The schedule's e-mails as the database holds them (what the page must say once regenerated). */
async function scheduledEmails(): Promise<number> {
  const { rows } = await sql<{ count: string }>(
    `SELECT count(*) AS count FROM email_schedules s JOIN email_templates t ON t.id = s.template_id WHERE s.is_active AND t.is_active`,
  );
  return Number(rows[0]?.count);
}

function emailCount(body: string): number {
  const match = /(\d+)(?:<!-- -->)? e-mails across the year/.exec(body);
  if (!match) throw new Error("The Atomic Year page no longer says how many e-mails the year has");
  return Number(match[1]);
}

test("a catalogue page is replayed byte for byte with an Age, and router, https and foreign-origin requests get Next's own answer", async ({ request }) => {
  const first = await page(request, "/about");
  await expect.poll(async () => (await page(request, "/about")).headers["age"]).toMatch(/^\d+$/);
  const second = await page(request, "/about");
  expect(second.status).toBe(200);
  expect(second.headers["age"]).toMatch(/^\d+$/);
  expect(second.body).toBe(first.body);
  for (const name of ["content-security-policy", "cache-control", "x-frame-options", "content-type", "vary"]) {
    expect(second.headers[name], name).toBe(first.headers[name]);
  }

  // A browser that accepts brotli gets a brotli copy once the cache holds one (Next sends gzip).
  const browserEncodings = { "accept-encoding": "gzip, deflate, br, zstd" };
  expect((await page(request, "/about", browserEncodings)).headers["content-encoding"]).toBe("gzip");
  await expect.poll(async () => (await page(request, "/about", browserEncodings)).headers["content-encoding"]).toBe("br");
  expect((await page(request, "/about", browserEncodings)).body).toBe(first.body);

  // A client-side navigation asks for the RSC payload at the same path: never the stored HTML.
  const rsc = await request.get("/about", { headers: { RSC: "1" } });
  expect(rsc.headers()["content-type"]).toContain("text/x-component");
  expect(rsc.headers()["age"]).toBeUndefined();

  // Over https the header rules add HSTS and upgrade-insecure-requests: the http copy is not served.
  await page(request, "/about", { "x-forwarded-proto": "https" });
  await expect.poll(async () => (await page(request, "/about", { "x-forwarded-proto": "https" })).headers["age"]).toBeDefined();
  const https = await page(request, "/about", { "x-forwarded-proto": "https" });
  expect(https.headers["strict-transport-security"]).toContain("max-age=");
  expect(https.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
  const plain = await page(request, "/about");
  expect(plain.headers["strict-transport-security"]).toBeUndefined();
  expect(plain.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");

  // A cross-origin request goes through the proxy's checks, as it would without the cache.
  const foreign = await page(request, "/about", { origin: "https://evil.example" });
  expect(foreign.headers["age"]).toBeUndefined();
});

test("an admin's schedule change shows on the prerendered Atomic Year page at once, through the shared cache", async ({ page: browser, request }) => {
  await page(request, "/atomic-year");
  await expect.poll(async () => (await page(request, "/atomic-year")).headers["age"]).toBeDefined();
  const before = await page(request, "/atomic-year");
  const count = emailCount(before.body);

  // An active entry added behind the app's back: the page, prerendered, does not see it yet.
  const templateId = `e2e${randomBytes(12).toString("hex")}`;
  await sql(
    `INSERT INTO email_templates (id, code, name, subject, html_content, email_type, is_active, updated_at)
     VALUES ($1, $2, 'E2E shared cache probe', 'Probe', '<p>Probe</p>', 'check_in', true, now())`,
    [templateId, PROBE_CODE],
  );
  await sql(
    `INSERT INTO email_schedules (id, template_id, days_after_subscription, description, is_active, updated_at)
     VALUES ($1, $2, 300, 'E2E shared cache probe', true, now())`,
    [`e2e${randomBytes(12).toString("hex")}`, templateId],
  );
  expect(emailCount((await page(request, "/atomic-year")).body)).toBe(count);
  const withProbe = await scheduledEmails();

  await signUpConfirmed(browser, request, "Cache", ADMIN_EMAIL);
  await browser.goto("/admin/emails?tab=schedules", { waitUntil: "networkidle" });
  const row = browser.locator(`tr[data-schedule-code="${PROBE_CODE}"]`);
  await row.getByRole("button", { name: `Edit day of ${PROBE_CODE}` }).click();
  await row.getByLabel(`Days after subscription for ${PROBE_CODE}`).fill("301");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(row.getByTestId(`day-${PROBE_CODE}`)).toHaveText("301");

  // Revalidated and purged: the next request is Next's fresh page, the one after it the new copy.
  const fresh = await page(request, "/atomic-year");
  expect(fresh.headers["age"]).toBeUndefined();
  expect(emailCount(fresh.body)).toBe(withProbe);
  // (kept once the response has finished: the next request or a later one is replayed)
  await expect.poll(async () => (await page(request, "/atomic-year")).headers["age"]).toBeDefined();
  expect(emailCount((await page(request, "/atomic-year")).body)).toBe(withProbe);

  // Deleting the entry (it is switched off) takes the page back, at once too.
  browser.once("dialog", (dialog) => void dialog.accept());
  await row.getByRole("button", { name: `Delete ${PROBE_CODE} from the schedule` }).click();
  await expect(row.getByRole("button", { name: `Delete ${PROBE_CODE} from the schedule` })).toHaveCount(0);
  expect(emailCount((await page(request, "/atomic-year")).body)).toBe(withProbe - 1);
});

/** One raw HTTP/1.1 request on its own connection (what Playwright's client cannot send): the status line. */
async function rawStatusLine(baseURL: string, requestLine: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(`${requestLine}\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`));
    let received = "";
    socket.setEncoding("latin1");
    socket.on("data", (data: string) => (received += data));
    socket.on("end", () => resolve(received.split("\r\n")[0] ?? ""));
    socket.on("error", reject);
  });
}

test("a request for `*` (the asterisk form) is refused with 400, not answered with a 500", async ({ baseURL }) => {
  expect(await rawStatusLine(baseURL!, "OPTIONS * HTTP/1.1")).toBe("HTTP/1.1 400 Bad Request");
  expect(await rawStatusLine(baseURL!, "GET * HTTP/1.1")).toBe("HTTP/1.1 400 Bad Request");
  expect(await rawStatusLine(baseURL!, "GET /about HTTP/1.1")).toBe("HTTP/1.1 200 OK");
});
