// Resend's delivery events through the real route, signed with Svix's own library as Resend signs
// them: a good signature is recorded once against its e-mail; a wrong secret, a stale timestamp,
// missing headers and a malformed body are refused and write nothing; a replay changes nothing.
// Then the suppression list they feed: a hard bounce or a complaint stops programme e-mails to the
// address (recorded as skipped, why), while a guide drop still reaches the shelf and a receipt is
// still attempted; three soft bounces in a row count as hard; a delivery clears the count.
import { Webhook } from "svix";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startResendStandIn } from "../../scripts/lib/resend-stand-in.mjs";
import type { TestDatabase } from "../support/database";
import { serveRoute } from "../support/route-server";
import { seededShop, type Shop } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));

const SECRET = `whsec_${Buffer.from("resend-webhook-test-secret-0000").toString("base64")}`;
const OTHER_SECRET = `whsec_${Buffer.from("somebody-else-secret-000000000").toString("base64")}`;
const DAY = 86_400_000;

let shop: Shop | undefined;
let database: TestDatabase;
let POST: (request: Request) => Promise<Response>;

beforeAll(async () => {
  shop = await seededShop("resend-webhook", {
    RESEND_WEBHOOK_SECRET: SECRET,
    SITE_URL: "https://shop.test",
    AUTH_SECRET: "resend-webhook-test-auth-secret-long-enough",
  });
  database = shop.database;
  ({ POST } = await import("@/app/api/webhooks/resend/route"));
});

afterAll(() => shop?.close());

let events = 0;

function signed(payload: object, options: { secret?: string; at?: Date; id?: string; body?: string } = {}) {
  events += 1;
  const id = options.id ?? `msg_test_${events}`;
  const at = options.at ?? new Date();
  const body = options.body ?? JSON.stringify(payload);
  const signature = new Webhook(options.secret ?? SECRET).sign(id, at, body);
  return new Request("https://shop.test/api/webhooks/resend", {
    method: "POST",
    headers: { "content-type": "application/json", "svix-id": id, "svix-timestamp": String(Math.floor(at.getTime() / 1000)), "svix-signature": signature },
    body,
  });
}

const bounced = (emailId: string, to: string, type = "Permanent") => ({
  type: "email.bounced",
  created_at: new Date().toISOString(),
  data: { email_id: emailId, to: [to], subject: "Hello", bounce: { type, subType: "General", message: "The address does not exist" } },
});
const eventOf = (type: string, emailId: string, to: string) => ({ type, created_at: new Date().toISOString(), data: { email_id: emailId, to: [to] } });

async function sentEmail(to: string) {
  const providerId = `re_${Math.random().toString(36).slice(2)}`;
  const message = await database.prisma.emailMessage.create({
    data: { to, type: "test", subject: "Hello", html: "<p>Hi</p>", status: "sent", transport: "resend", providerId, attempts: 1, sentAt: new Date() },
  });
  return { message, providerId };
}

const suppression = (address: string) => database.prisma.emailSuppression.findUnique({ where: { address } });

describe("Resend's delivery webhook", () => {
  it("records a signed event once against its e-mail; a replay of the same event changes nothing", async () => {
    const { message, providerId } = await sentEmail("gone@bounce.test");
    const request = () => signed(bounced(providerId, "gone@bounce.test"), { id: "msg_replayed" });
    const first = await POST(request());
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ received: true, outcome: "recorded" });
    expect(await database.prisma.emailMessage.findUniqueOrThrow({ where: { id: message.id }, select: { delivery: true } })).toEqual({ delivery: "bounced" });
    expect(await suppression("gone@bounce.test")).toMatchObject({ reason: "hard_bounce", detail: "The address does not exist" });

    // The provider's retry, or someone replaying the captured request, twice at once.
    const replays = await Promise.all([POST(request()), POST(request())]);
    expect(replays.map((response) => response.status)).toEqual([200, 200]);
    expect(await Promise.all(replays.map(async (response) => ((await response.json()) as { outcome: string }).outcome))).toEqual(["duplicate", "duplicate"]);
    expect(await database.prisma.emailEvent.count({ where: { id: "msg_replayed" } })).toBe(1);
  });

  it("refuses a wrong secret, a stale timestamp, missing headers and a malformed body, writing nothing", async () => {
    const { providerId } = await sentEmail("refused@reader.test");
    const before = await database.prisma.emailEvent.count();
    const wrong = await POST(signed(bounced(providerId, "refused@reader.test"), { secret: OTHER_SECRET }));
    const stale = await POST(signed(bounced(providerId, "refused@reader.test"), { at: new Date(Date.now() - 10 * 60_000) }));
    const unsigned = await POST(
      new Request("https://shop.test/api/webhooks/resend", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(bounced(providerId, "refused@reader.test")),
      }),
    );
    const notJson = await POST(signed({}, { body: "{not json" }));
    const wrongShape = await POST(signed({ type: 42, data: "nope" }));
    for (const response of [wrong, stale, unsigned, notJson, wrongShape]) {
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(text).not.toMatch(/at \w+ \(|node_modules/);
    }
    expect(await database.prisma.emailEvent.count()).toBe(before);
    expect(await suppression("refused@reader.test")).toBeNull();
  });

  it("answers 404 when Resend is configured without a signing secret", async () => {
    vi.resetModules();
    vi.stubEnv("RESEND_WEBHOOK_SECRET", "");
    vi.stubEnv("RESEND_API_KEY", "re_test_unconfigured");
    vi.stubEnv("EMAIL_FROM", "Shop <hello@shop.test>");
    const { POST: unconfigured } = await import("@/app/api/webhooks/resend/route");
    expect((await unconfigured(signed(eventOf("email.delivered", "re_x", "x@reader.test")))).status).toBe(404);
    vi.unstubAllEnvs();
    vi.resetModules();
  });
});

describe("an event that comes before the shop has recorded the send", () => {
  it("is kept, and applied to the message once its provider id is recorded, one sent alone and two in a batch", async () => {
    // Resend stood in for at the network edge; its ids are re_bench_1, re_bench_2, ... in order.
    const resend = await startResendStandIn({ latencyMs: 5 });
    vi.resetModules();
    vi.stubEnv("RESEND_API_KEY", "re_test_early");
    vi.stubEnv("EMAIL_FROM", "Atomic Guides <hello@atomic.test>");
    vi.stubEnv("RESEND_BASE_URL", resend.url);
    try {
      // The webhook beats the shop's record of each send: delivered for the first, and for the third
      // a delay followed by its delivery.
      const early = [
        signed(eventOf("email.delivered", "re_bench_1", "early-one@reader.test")),
        signed(eventOf("email.delivery_delayed", "re_bench_3", "early-three@reader.test"), { at: new Date(Date.now() - 60_000) }),
        signed(eventOf("email.delivered", "re_bench_3", "early-three@reader.test")),
      ];
      for (const request of early) expect(await (await POST(request)).json()).toMatchObject({ outcome: "recorded" });
      expect(await database.prisma.emailEvent.count({ where: { providerId: { in: ["re_bench_1", "re_bench_3"] }, emailMessageId: null } })).toBe(3);

      const { sendEmail, sendEmailBatch } = await import("@/lib/email/send");
      const message = (to: string) => ({ to, type: "test", subject: "Hello", html: "<p>Hi</p>" });
      const alone = await sendEmail(message("early-one@reader.test"));
      await sendEmailBatch([message("early-two@reader.test"), message("early-three@reader.test")]);

      const rows = await database.prisma.emailMessage.findMany({
        where: { to: { startsWith: "early-" } },
        select: { id: true, to: true, providerId: true, delivery: true },
        orderBy: { to: "asc" },
      });
      expect(rows.map(({ to, providerId }) => ({ to, providerId }))).toEqual([
        { to: "early-one@reader.test", providerId: "re_bench_1" },
        { to: "early-three@reader.test", providerId: expect.stringMatching(/^re_bench_[23]$/) },
        { to: "early-two@reader.test", providerId: expect.stringMatching(/^re_bench_[23]$/) },
      ]);
      expect(rows[0]).toMatchObject({ id: alone.id, delivery: "delivered" });
      // Whichever of the batch got re_bench_3 took its newest event; the other has none yet.
      const third = rows.find((row) => row.providerId === "re_bench_3")!;
      const second = rows.find((row) => row.providerId === "re_bench_2")!;
      expect(third.delivery).toBe("delivered");
      expect(second.delivery).toBeNull();
      expect(await database.prisma.emailEvent.count({ where: { providerId: { in: ["re_bench_1", "re_bench_3"] }, emailMessageId: null } })).toBe(0);
      expect(await database.prisma.emailEvent.count({ where: { emailMessageId: third.id } })).toBe(2);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
      await resend.stop();
    }
  });

  it("waiting from before a crash, is linked by the message's next event", async () => {
    const providerId = `re_${Math.random().toString(36).slice(2)}`;
    const to = "early-crash@reader.test";
    expect(await (await POST(signed(eventOf("email.delivery_delayed", providerId, to), { at: new Date(Date.now() - 60_000) }))).json()).toMatchObject({
      outcome: "recorded",
    });
    // The send recorded the provider id, and the process stopped before it applied the early event.
    const message = await database.prisma.emailMessage.create({
      data: { to, type: "test", subject: "Hello", html: "<p>Hi</p>", status: "sent", transport: "resend", providerId, attempts: 1, sentAt: new Date() },
    });
    expect(await (await POST(signed(eventOf("email.delivered", providerId, to)))).json()).toMatchObject({ outcome: "recorded" });
    expect(await database.prisma.emailMessage.findUniqueOrThrow({ where: { id: message.id }, select: { delivery: true } })).toEqual({ delivery: "delivered" });
    expect(
      await database.prisma.emailEvent.findMany({ where: { providerId }, select: { type: true, emailMessageId: true }, orderBy: { receivedAt: "asc" } }),
    ).toEqual([
      { type: "email.delivery_delayed", emailMessageId: message.id },
      { type: "email.delivered", emailMessageId: message.id },
    ]);
  });
});

describe("the suppression list", () => {
  it("a member of a running year whose address bounced hard gets no more programme e-mails, still gets the guide, and a receipt is still attempted", async () => {
    const email = "year-bounced@bounce.test";
    const user = await database.prisma.user.create({ data: { email, emailVerified: new Date(), displayName: "Bo" } });
    const start = new Date(Date.now() - 8 * DAY);
    const programme = await database.prisma.atomicYearSubscription.create({
      data: { userId: user.id, email, subscriptionStart: start, subscriptionEnd: new Date(start.getTime() + 365 * DAY), nextEmailAt: start, createdAt: start },
    });
    const { providerId } = await sentEmail(email);
    expect((await POST(signed(bounced(providerId, email.toUpperCase())))).status).toBe(200);

    const { sendDueProgrammeEmails } = await import("@/lib/atomic-year/programme");
    await sendDueProgrammeEmails({ subscriptionId: programme.id });
    // The welcome and the first drop are recorded as skipped for the suppression; nothing was written to the address.
    const deliveries = await database.prisma.emailDelivery.findMany({ where: { subscriptionId: programme.id }, select: { outcome: true, skipReason: true } });
    expect(deliveries.length).toBeGreaterThanOrEqual(2);
    expect(deliveries.every((delivery) => delivery.outcome === "skipped" && delivery.skipReason === "suppressed")).toBe(true);
    expect(await database.prisma.emailMessage.count({ where: { to: email, type: { not: "test" } } })).toBe(0);
    expect(await database.prisma.userGuide.count({ where: { userId: user.id, acquiredVia: "atomic_year" } })).toBe(1);

    // A receipt (or any account e-mail) is still attempted.
    const { sendEmail } = await import("@/lib/email/send");
    expect(await sendEmail({ to: email, type: "purchase_confirmation", subject: "Your guide", html: "<p>Thanks</p>" })).toMatchObject({ status: "sent" });
  });

  it("a complaint suppresses too; three soft bounces in a row count as hard, and a delivery in between starts the count again", async () => {
    const complained = await sentEmail("annoyed@complaint.test");
    await POST(signed(eventOf("email.complained", complained.providerId, "annoyed@complaint.test")));
    expect(await suppression("annoyed@complaint.test")).toMatchObject({ reason: "complaint" });

    const address = "full@reader.test";
    const { providerId } = await sentEmail(address);
    const { suppressedAmong } = await import("@/lib/email/delivery-events");
    await POST(signed(bounced(providerId, address, "Transient")));
    await POST(signed(bounced(providerId, address, "Transient")));
    await POST(signed(eventOf("email.delivered", providerId, address)));
    await POST(signed(bounced(providerId, address, "Transient")));
    await POST(signed(bounced(providerId, address, "Transient")));
    expect(await suppressedAmong([address])).toEqual(new Set());
    expect(await suppression(address)).toMatchObject({ softBounces: 2, suppressedAt: null });
    await POST(signed(bounced(providerId, address, "Transient")));
    expect(await suppressedAmong([address.toUpperCase()])).toEqual(new Set([address]));
    expect(await suppression(address)).toMatchObject({ reason: "soft_bounces" });
  });
});

describe("the outbox's delivery events", () => {
  /** Runs `check` with e-mail on the outbox and its events posted to the webhook route, served here. */
  async function onTheOutbox(check: () => Promise<void>) {
    const route = await serveRoute(async (request) => (await import("@/app/api/webhooks/resend/route")).POST(request));
    vi.resetModules();
    vi.stubEnv("SITE_URL", route.url);
    vi.stubEnv("RESEND_API_KEY", "");
    vi.stubEnv("EMAIL_FROM", "");
    try {
      await check();
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
      await route.close();
    }
  }

  it("reports on a message only once the shop has recorded it, however late the record comes", async () => {
    await onTheOutbox(async () => {
      const to = "late-record@bounce.test";
      const message = await database.prisma.emailMessage.create({ data: { to, type: "test", subject: "Hello", html: "<p>Hi</p>", transport: "outbox" } });
      const providerId = `outbox_${message.id}`;
      const { reportOutboxDeliveries } = await import("@/lib/email/outbox-events");
      // The outbox took the message; the shop records its provider id half a second later (a busy machine).
      const reported = reportOutboxDeliveries([{ providerId, to, subject: "Hello" }]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await database.prisma.emailMessage.update({ where: { id: message.id }, data: { status: "sent", providerId, sentAt: new Date() } });
      await reported;
      const recorded = await database.prisma.emailMessage.findUniqueOrThrow({ where: { id: message.id }, select: { delivery: true } });
      expect(recorded.delivery).toBe("bounced");
      expect(await suppression(to)).toMatchObject({ reason: "hard_bounce" });
    });
  });
  it("mail to an address at bounce.test bounces and at complaint.test complains, through the same route, with no provider", async () => {
    await onTheOutbox(async () => {
      const { sendEmail } = await import("@/lib/email/send");
      const bounced = await sendEmail({ to: "nobody@bounce.test", type: "test", subject: "Hello", html: "<p>Hi</p>" });
      const complained = await sendEmail({ to: "grumpy@complaint.test", type: "test", subject: "Hello", html: "<p>Hi</p>" });
      const fine = await sendEmail({ to: "fine@reader.test", type: "test", subject: "Hello", html: "<p>Hi</p>" });
      await vi.waitFor(async () => expect(await suppression("grumpy@complaint.test")).toMatchObject({ reason: "complaint" }), { timeout: 5000 });
      await vi.waitFor(async () => expect(await suppression("nobody@bounce.test")).toMatchObject({ reason: "hard_bounce" }), { timeout: 5000 });
      const delivery = async (id: string) => (await database.prisma.emailMessage.findUniqueOrThrow({ where: { id }, select: { delivery: true } })).delivery;
      expect(await delivery(bounced.id)).toBe("bounced");
      expect(await delivery(complained.id)).toBe("complained");
      expect(await delivery(fine.id)).toBeNull();
      expect(await suppression("fine@reader.test")).toBeNull();
    });
  });
});
