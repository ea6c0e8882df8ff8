// E-mail delivery against a real database: the outbox, dedupe under concurrency, and Resend
// replaced at the network edge by a loopback stand-in that records what it receives.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { captureLogs } from "../support/log-lines";
import { seededShop, type Shop } from "../support/shop";

type RecordedRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: Record<string, unknown> };
type StandInReply = { status: number; body: Record<string, unknown> };

let shop: Shop | undefined;
let database: TestDatabase;
let standIn: Server;
let standInUrl: string;
const received: RecordedRequest[] = [];
const replies: StandInReply[] = [];
// Like Resend: a repeated Idempotency-Key gets the first answer back and sends nothing new.
const acceptedByKey = new Map<string, string>();

function startStandIn(): Promise<void> {
  standIn = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
      received.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body });
      const key = request.headers["idempotency-key"];
      const reply = replies.shift();
      let status = 200;
      let payload: Record<string, unknown>;
      if (reply) {
        status = reply.status;
        payload = reply.body;
      } else if (typeof key === "string" && acceptedByKey.has(key)) {
        payload = { id: acceptedByKey.get(key) };
      } else {
        payload = { id: `re_stand_in_${received.length}` };
        if (typeof key === "string") acceptedByKey.set(key, payload.id as string);
      }
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(payload));
    });
  });
  return new Promise((resolve) =>
    standIn.listen(0, "127.0.0.1", () => {
      standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

/** Fresh copies of the e-mail modules with the environment of one transport (env() caches). */
async function emailModules(mode: "outbox" | "resend") {
  vi.resetModules();
  vi.stubEnv("RESEND_API_KEY", mode === "resend" ? "re_test_123" : "");
  vi.stubEnv("EMAIL_FROM", mode === "resend" ? "Atomic Guides <hello@atomic.test>" : "");
  vi.stubEnv("RESEND_BASE_URL", mode === "resend" ? standInUrl : "");
  const [send, auth, latest] = await Promise.all([import("@/lib/email/send"), import("@/lib/email/auth-emails"), import("@/app/dev/mailbox/latest/route")]);
  return { ...send, ...auth, latestRoute: latest.GET };
}

beforeAll(async () => {
  shop = await seededShop("email-storage", { SITE_URL: "https://shop.test", SITE_NAME: "Atomic Guides", LOCAL_TOOLS_KEY: mailboxKey });
  database = shop.database;
  await startStandIn();
});

afterAll(async () => {
  await new Promise<void>((resolve) => (standIn ? standIn.close(() => resolve()) : resolve()));
  vi.unstubAllEnvs();
  await shop?.close();
});

beforeEach(() => {
  received.length = 0;
  replies.length = 0;
});

// The JSON mailbox opens only with the local key (or for an admin session).
const mailboxKey = "local-tools-key-for-the-email-tests";
const mailboxRequest = (query: string) => new Request(`http://localhost/dev/mailbox/latest${query}`, { headers: { Authorization: `Bearer ${mailboxKey}` } });

const row = (id: string) => database.prisma.emailMessage.findUniqueOrThrow({ where: { id } });

describe("the outbox", () => {
  it("records a sent message and sends nothing over the network", async () => {
    const { sendEmail } = await emailModules("outbox");
    const result = await sendEmail({ to: "outbox@reader.test", type: "test", subject: "Hello\r\nthere", html: "<p>Hi</p>", text: "Hi" });
    expect(result.status).toBe("sent");
    const message = await row(result.id);
    expect(message).toMatchObject({
      to: "outbox@reader.test",
      subject: "Hello there",
      transport: "outbox",
      status: "sent",
      attempts: 1,
      providerId: `outbox_${result.id}`,
    });
    expect(message.sentAt).toBeInstanceOf(Date);
    expect(message.nextAttemptAt).toBeNull();
    expect(received).toHaveLength(0);
  });

  it("sends a deduplicated message once even when five sends race", async () => {
    const { sendEmail } = await emailModules("outbox");
    const results = await Promise.all(
      Array.from({ length: 5 }, () => sendEmail({ to: "race@reader.test", type: "test", subject: "Once", html: "<p>Once</p>", dedupeKey: "race:1" })),
    );
    expect(results.filter((result) => result.status === "sent")).toHaveLength(1);
    expect(results.filter((result) => result.status === "duplicate")).toHaveLength(4);
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(await database.prisma.emailMessage.count({ where: { to: "race@reader.test" } })).toBe(1);
  });

  it("serves the newest message as JSON for tests, validating the query", async () => {
    const { sendEmail, latestRoute } = await emailModules("outbox");
    await sendEmail({ to: "json@reader.test", type: "test", subject: "Older", html: '<a href="https://shop.test/old">old</a>' });
    const newest = await sendEmail({ to: "json@reader.test", type: "test", subject: "Newer", html: '<a href="https://shop.test/new?a=1&amp;b=2">new</a>' });

    const ok = await latestRoute(mailboxRequest("?to=json@reader.test&type=test"));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ id: newest.id, to: "json@reader.test", subject: "Newer", type: "test", links: ["https://shop.test/new?a=1&b=2"] });
    expect((await latestRoute(mailboxRequest("?to=nobody@reader.test"))).status).toBe(404);
    expect((await latestRoute(mailboxRequest("?to=not-an-address"))).status).toBe(400);
    expect((await latestRoute(mailboxRequest(""))).status).toBe(400);
  });
});

describe("Resend", () => {
  it("posts the message with the API key and the record id as Idempotency-Key", async () => {
    const { sendEmail, latestRoute } = await emailModules("resend");
    const result = await sendEmail({ to: "resend@reader.test", type: "test", subject: "Via Resend", html: "<p>Hello</p>", text: "Hello" });
    expect(result.status).toBe("sent");
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/emails");
    expect(request?.headers.authorization).toBe("Bearer re_test_123");
    expect(request?.headers["idempotency-key"]).toBe(result.id);
    expect(request?.body).toMatchObject({ from: "Atomic Guides <hello@atomic.test>", subject: "Via Resend", html: "<p>Hello</p>", text: "Hello" });
    expect([request?.body.to].flat()).toEqual(["resend@reader.test"]);
    expect(await row(result.id)).toMatchObject({ status: "sent", transport: "resend", providerId: "re_stand_in_1", attempts: 1, nextAttemptAt: null });
    // The mailbox does not exist when real e-mail is configured.
    expect((await latestRoute(mailboxRequest("?to=resend@reader.test"))).status).toBe(404);
  });

  it("leaves a message the provider failed (500) due, and the retry sends it under the same idempotency key", async () => {
    const { sendEmail, retryEmail } = await emailModules("resend");
    replies.push({ status: 500, body: { statusCode: 500, name: "internal_server_error", message: "Oops" } });
    const logs = captureLogs({ quiet: true });
    const before = Date.now();
    const first = await sendEmail({ to: "busy@reader.test", type: "test", subject: "Try again", html: "<p>Later</p>" });
    logs.stop();

    expect(first.status).toBe("failed");
    const failed = await row(first.id);
    expect(failed).toMatchObject({ status: "failed", attempts: 1, sentAt: null });
    expect(failed.error).toContain("500");
    expect(failed.nextAttemptAt?.getTime()).toBeGreaterThan(before);

    expect(await retryEmail(first.id)).toEqual({ id: first.id, status: "sent" });
    expect(received.map((request) => request.headers["idempotency-key"])).toEqual([first.id, first.id]);
    expect(await row(first.id)).toMatchObject({ status: "sent", attempts: 2, nextAttemptAt: null, error: null });
    // Already sent: a further retry does nothing.
    expect(await retryEmail(first.id)).toEqual({ id: first.id, status: "skipped" });
    expect(received).toHaveLength(2);
  });

  it("waits out a rate limit (429) for what retry-after says and sends the message, without counting it as a failure", async () => {
    const { sendEmail } = await emailModules("resend");
    replies.push({ status: 429, body: { statusCode: 429, name: "rate_limit_exceeded", message: "Too many requests" } });
    const logs = captureLogs({ quiet: true });
    const first = await sendEmail({ to: "patient@reader.test", type: "test", subject: "In a moment", html: "<p>Soon</p>" });
    logs.stop();
    expect(first.status).toBe("sent");
    expect(logs.withMessage("email: delivery failed")).toEqual([]);
    expect(received.map((request) => request.headers["idempotency-key"])).toEqual([first.id, first.id]);
    expect(await row(first.id)).toMatchObject({ status: "sent", attempts: 1, error: null });
  });

  it("does not schedule a retry for a message the provider rejects (4xx)", async () => {
    const { sendEmail } = await emailModules("resend");
    replies.push({ status: 422, body: { statusCode: 422, name: "validation_error", message: "Invalid `to` field" } });
    const logs = captureLogs({ quiet: true });
    const result = await sendEmail({ to: "bad@reader.test", type: "test", subject: "Rejected", html: "<p>No</p>" });
    logs.stop();
    expect(logs.withMessage("email: delivery failed")).toEqual([
      expect.objectContaining({
        level: "error",
        emailIds: [result.id],
        retryable: false,
        willRetry: false,
        err: expect.objectContaining({ status: 422 }) as unknown,
      }),
    ]);
    expect(result.status).toBe("failed");
    expect(await row(result.id)).toMatchObject({ status: "failed", attempts: 1, nextAttemptAt: null });
  });

  it("resends a message abandoned mid-send under its id, so the provider does not deliver it twice", async () => {
    const { sendEmail, retryEmail } = await emailModules("resend");
    const sent = await sendEmail({ to: "crash@reader.test", type: "test", subject: "Crash", html: "<p>Once</p>" });
    // As if the process died after Resend accepted the message but before the outcome was written.
    await database.prisma.emailMessage.update({
      where: { id: sent.id },
      data: { status: "sending", providerId: null, sentAt: null, nextAttemptAt: new Date(Date.now() - 1000) },
    });
    expect(await retryEmail(sent.id)).toEqual({ id: sent.id, status: "sent" });
    expect(received.map((request) => request.headers["idempotency-key"])).toEqual([sent.id, sent.id]);
    expect((await row(sent.id)).providerId).toBe("re_stand_in_1");
  });
});

describe("account e-mails", () => {
  it("fill the seeded confirmation template, escaping the name and keeping the link", async () => {
    const { sendConfirmationEmail } = await emailModules("outbox");
    const confirmationUrl = "https://shop.test/auth/confirm?token=abc123&type=signup";
    const result = await sendConfirmationEmail({ to: "new@reader.test", name: "Ana<script>alert(1)</script>", confirmationUrl });
    expect(result.status).toBe("sent");

    const message = await row(result.id);
    expect(message.type).toBe("auth_signup");
    expect(message.subject).toBe("Confirm your e-mail for Atomic Guides");
    expect(message.html).toContain("Thanks for signing up to Atomic Guides"); // the seeded text, not the built-in one
    expect(message.html).toContain("Hi Ana&lt;script&gt;alert(1)&lt;/script&gt;,");
    expect(message.html).not.toContain("<script>");
    expect(message.html).toContain('href="https://shop.test/auth/confirm?token=abc123&amp;type=signup"');
    expect(message.html).toContain("You are receiving this e-mail because you have an account at Atomic Guides.");
    expect(message.text).toContain(confirmationUrl);
  });

  it("fall back to the built-in e-mail when the template is switched off", async () => {
    const { sendPasswordResetEmail } = await emailModules("outbox");
    await database.prisma.emailTemplate.update({ where: { code: "auth_reset" }, data: { isActive: false } });
    try {
      const resetUrl = "https://shop.test/auth/reset?token=xyz&type=reset";
      const result = await sendPasswordResetEmail({ to: "reset@reader.test", name: "Ben", resetUrl });
      const message = await row(result.id);
      expect(message).toMatchObject({ type: "auth_reset", subject: "Reset your Atomic Guides password", status: "sent" });
      expect(message.text).toContain("expires in 1 hour");
      expect(message.html).toContain('href="https://shop.test/auth/reset?token=xyz&amp;type=reset"');
    } finally {
      await database.prisma.emailTemplate.update({ where: { code: "auth_reset" }, data: { isActive: true } });
    }
  });

  it("send the welcome e-mail once per account", async () => {
    const { sendWelcomeEmail } = await emailModules("outbox");
    const first = await sendWelcomeEmail({ to: "welcome@reader.test", name: "Cleo", userId: "user_welcome_1" });
    const second = await sendWelcomeEmail({ to: "welcome@reader.test", name: "Cleo", userId: "user_welcome_1" });
    expect(first.status).toBe("sent");
    expect(second).toEqual({ id: first.id, status: "duplicate" });
    const message = await row(first.id);
    expect(message).toMatchObject({ type: "welcome_new_user", dedupeKey: "welcome:user_welcome_1" });
    expect(message.html).toContain('href="https://shop.test/quiz"');
  });
});
