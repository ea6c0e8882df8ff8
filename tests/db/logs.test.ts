// What an operator reads when something fails: each failure is one JSON line on standard output,
// with the request id that links it to its request and the cause. Resend is a loopback stand-in
// answering 500; the database outage is a relay cut at the network edge. The lines are the
// logger's real output, read back from standard output.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { relayWithOutages, type DatabaseOutage } from "../support/database-outage";
import { captureLogs, type LogRecord } from "../support/log-lines";
import { inBrowser, newBrowser } from "../support/next-browsers";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());
// The scheduled job revalidates the catalogue (cross-sells): outside Next there is no cache to tell.
vi.mock("next/cache", async (importOriginal) => (await import("../support/next-cache")).nextCacheStandIn(await importOriginal()));

const CRON_SECRET = "cron-secret-for-the-log-tests";
const RESEND_KEY = "re_log_test_key_123";
let database: TestDatabase;
let outage: DatabaseOutage;
let storageDir: string;
let standIn: Server;
const saved = { ...process.env };

beforeAll(async () => {
  database = await createTestDatabase();
  outage = await relayWithOutages(database.url);
  storageDir = await mkdtemp(path.join(os.tmpdir(), "logs-storage-"));
  // Resend, failing: every call answers 500.
  standIn = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      response.writeHead(500, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ statusCode: 500, name: "internal_server_error", message: "Resend is having a bad day" }));
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  Object.assign(process.env, {
    DATABASE_URL: outage.url,
    AUTH_SECRET: "log-tests-auth-secret-that-is-long-enough",
    SITE_URL: "http://127.0.0.1:9",
    CRON_SECRET,
    STORAGE_DIR: storageDir,
    RESEND_API_KEY: RESEND_KEY,
    EMAIL_FROM: "Atomic Guides <hello@atomic.test>",
    RESEND_BASE_URL: `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`,
    LOG_LEVEL: "info",
  });
  delete process.env.TRUST_PROXY;
  delete process.env.VERCEL;
});

afterAll(async () => {
  process.env = saved;
  await new Promise((resolve) => standIn?.close(resolve));
  await outage?.close();
  await database?.close();
  await rm(storageDir, { recursive: true, force: true });
});

function contactForm(email: string): FormData {
  const form = new FormData();
  form.set("name", "Lena");
  form.set("email", email);
  form.set("message", "A question about the Motion guides, long enough to send.");
  return form;
}

/** The one line with `msg`, checked to be a whole, readable record. */
function onlyLine(records: LogRecord[], msg: string): LogRecord {
  const lines = records.filter((record) => record.msg === msg);
  expect(lines, `lines "${msg}"`).toHaveLength(1);
  const [line] = lines as [LogRecord];
  expect(new Date(line.time).toISOString()).toBe(line.time);
  return line;
}

describe("log lines", () => {
  it("a provider answering 500 during a server action: one error line with the request id and the provider's answer", async () => {
    const { sendContactMessage } = await import("@/lib/contact/actions");
    const logs = captureLogs({ quiet: true });
    const browser = newBrowser({ "x-request-id": "req-contact-0001", origin: "http://127.0.0.1:9" });
    let state;
    try {
      state = await inBrowser(browser, () => sendContactMessage({ ok: true, sent: false }, contactForm("lena@reader.test")));
    } finally {
      logs.stop();
    }
    // The message is recorded (support reads it in the admin) even though the e-mails failed.
    expect(state).toEqual({ ok: true, sent: true });
    const failures = logs.withMessage("email: delivery failed");
    expect(failures).toHaveLength(2); // to support, and the acknowledgement
    for (const line of failures) {
      expect(line).toMatchObject({ level: "error", requestId: "req-contact-0001", transport: "resend", retryable: true, willRetry: true });
      expect(line.err).toMatchObject({ type: "EmailProviderError", status: 500 });
      expect(line.err?.message).toContain("Resend refused the message (500): internal_server_error: Resend is having a bad day");
      expect(line.err?.stack).toEqual(expect.stringContaining("EmailProviderError"));
    }
    // Nothing secret or private: not the API key, not the e-mail's body.
    expect(logs.raw()).not.toContain(RESEND_KEY);
    expect(logs.raw()).not.toContain("long enough to send");
  });

  it("a provider answering 500 during the scheduled job: the lines carry the cron request's id, echoed on its response", async () => {
    vi.resetModules();
    const { sendEmail } = await import("@/lib/email/send");
    const quiet = captureLogs({ quiet: true });
    const first = await sendEmail({ to: "later@reader.test", type: "test", subject: "Later", html: "<p>Private words</p>" });
    quiet.stop();
    expect(first.status).toBe("failed");
    await database.prisma.emailMessage.update({ where: { id: first.id }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });

    const { GET } = await import("@/app/api/cron/scheduled-emails/route");
    const logs = captureLogs({ quiet: true });
    const response = await GET(
      new Request("http://127.0.0.1/api/cron/scheduled-emails", { headers: { authorization: `Bearer ${CRON_SECRET}`, "x-request-id": "cron-run-0001" } }),
    );
    logs.stop();
    expect(response.headers.get("x-request-id")).toBe("cron-run-0001");
    expect(((await response.json()) as { failed: number }).failed).toBe(1);
    const line = onlyLine(logs.records(), "email: delivery failed");
    expect(line).toMatchObject({ level: "error", requestId: "cron-run-0001", emailIds: [first.id], attempts: 2 });
    expect(line.err?.message).toContain("(500)");
    expect(logs.raw()).not.toContain(CRON_SECRET);
    expect(logs.raw()).not.toContain("Private words");

    // A scheduler that sends no id (or a strange one) gets a new one, on every line and on the response.
    const again = captureLogs({ quiet: true });
    await database.prisma.emailMessage.update({ where: { id: first.id }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    const unnamed = await GET(
      new Request("http://127.0.0.1/api/cron/scheduled-emails", { headers: { authorization: `Bearer ${CRON_SECRET}`, "x-request-id": 'bad id"{}' } }),
    );
    again.stop();
    const id = unnamed.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(onlyLine(again.records(), "email: delivery failed").requestId).toBe(id);
  });

  it("a database outage during a server action: one error line with the request id and the connection's failure", async () => {
    vi.resetModules();
    const { sendContactMessage } = await import("@/lib/contact/actions");
    const browser = newBrowser({ "x-request-id": "req-outage-0001", origin: "http://127.0.0.1:9" });
    const logs = captureLogs({ quiet: true });
    outage.cut();
    let state;
    try {
      state = await inBrowser(browser, () => sendContactMessage({ ok: true, sent: false }, contactForm("outage@reader.test")));
    } finally {
      outage.restore();
      logs.stop();
    }
    expect(state).toMatchObject({ ok: false });
    const errors = logs.records().filter((record) => record.level === "error");
    expect(errors.map((record) => record.msg)).toEqual(["contact: could not record or send the message"]);
    const [line] = errors as [LogRecord];
    expect(line.requestId).toBe("req-outage-0001");
    expect(line.err?.type).toEqual(expect.any(String));
    expect(`${line.err?.message} ${line.err?.stack}`).toMatch(/ECONNREFUSED|ECONNRESET|terminated|closed|Can't reach database|connect/i);
  });

  it("readiness names the service that is down, liveness does not care, and the log says why under the request id", async () => {
    vi.resetModules();
    const [{ GET: ready }, { GET: health }] = await Promise.all([import("@/app/api/ready/route"), import("@/app/api/health/route")]);
    const request = (id: string) => new Request("http://127.0.0.1/api/ready", { headers: { "x-request-id": id } });
    expect(await (await ready(request("ready-up-0001"))).json()).toEqual({ ok: true });

    const logs = captureLogs({ quiet: true });
    outage.cut();
    let down: Response;
    try {
      down = await ready(request("ready-db-0001"));
      expect((await health()).status).toBe(200);
    } finally {
      outage.restore();
      logs.stop();
    }
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ ok: false, failed: ["database"] });
    const databaseLine = onlyLine(logs.records(), "ready: the database did not answer");
    expect(databaseLine).toMatchObject({ level: "warn", requestId: "ready-db-0001" });
    expect(databaseLine.err?.message).toEqual(expect.any(String));

    // Storage that cannot be written: a file where the directory should be.
    const blocked = path.join(storageDir, "not-a-directory");
    await writeFile(blocked, "x");
    vi.resetModules();
    vi.stubEnv("STORAGE_DIR", path.join(blocked, "storage"));
    const { GET: readyAgain } = await import("@/app/api/ready/route");
    const storageLogs = captureLogs({ quiet: true });
    const noStorage = await readyAgain(request("ready-files-0001"));
    storageLogs.stop();
    vi.unstubAllEnvs();
    expect(noStorage.status).toBe(503);
    const body = await noStorage.text();
    expect(JSON.parse(body)).toEqual({ ok: false, failed: ["storage"] });
    expect(body).not.toContain(storageDir);
    const line = onlyLine(storageLogs.records(), "ready: the file storage did not answer");
    expect(line).toMatchObject({ level: "warn", requestId: "ready-files-0001", storage: "local" });
    expect(line.err?.message).toContain("ENOTDIR");
  });
});
