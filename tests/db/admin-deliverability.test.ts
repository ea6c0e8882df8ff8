// The admin's view of delivery: lifting a suppressed address (refused to a visitor and a non-admin,
// audited, once however often it is pressed, a malformed or unknown address changes nothing), the
// list it reads, and the dashboard's bounce and complaint rates of the last 30 days against the
// bulk-sender thresholds (bounces 4%, complaints 0.3%).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { inBrowser, newBrowser } from "../support/next-browsers";
import { signedInPerson, type Person } from "../support/sign-in";
import { seededShop, type Shop } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());
vi.mock("next/cache", async (importOriginal) => (await import("../support/next-cache")).nextCacheStandIn(await importOriginal()));

const DAY = 86_400_000;
let shop: Shop | undefined;
let database: TestDatabase;
let lift: typeof import("@/lib/admin/suppression-actions").liftSuppressionAction;
let deliverability: typeof import("@/lib/admin/deliverability");

beforeAll(async () => {
  shop = await seededShop("admin-deliverability", {
    AUTH_SECRET: "admin-deliverability-secret-long-enough",
    SITE_URL: "http://127.0.0.1:9",
    ADMIN_EMAILS: "boss@reader.test",
  });
  database = shop.database;
  ({ liftSuppressionAction: lift } = await import("@/lib/admin/suppression-actions"));
  deliverability = await import("@/lib/admin/deliverability");
}, 300_000);

afterAll(() => shop?.close());

let admin: Person;
const as = <T>(who: Person | null, step: () => Promise<T>) => inBrowser(who ? who.browser : newBrowser(), step);
const suppress = (address: string, reason = "hard_bounce", at = new Date()) =>
  database.prisma.emailSuppression.create({ data: { address, reason, detail: "No such mailbox", suppressedAt: at } });

describe("suppressed addresses", () => {
  it("a visitor and a non-admin are refused; nothing is lifted or audited", async () => {
    await suppress("kept@bounce.test");
    const reader = await signedInPerson(database.prisma, { email: "reader@reader.test", firstName: "Reader" });
    expect(await as(null, () => lift("kept@bounce.test"))).toMatchObject({ ok: false, status: 401 });
    expect(await as(reader, () => lift("kept@bounce.test"))).toMatchObject({ ok: false, status: 403 });
    expect(await database.prisma.emailSuppression.count({ where: { address: "kept@bounce.test" } })).toBe(1);
    expect(await database.prisma.adminAuditLog.count({ where: { action: "email.lift_suppression" } })).toBe(0);
  });

  it("the admin sees them newest first with reason and date, and lifts one: audited, bulk e-mail goes to it again", async () => {
    admin = await signedInPerson(database.prisma, { email: "boss@reader.test", firstName: "Boss" });
    await suppress("older@complaint.test", "complaint", new Date(Date.now() - 2 * DAY));
    await suppress("newest@bounce.test");
    const listed = await deliverability.listSuppressions();
    expect(listed.slice(0, 2).map((row) => [row.address, row.reason])).toEqual([
      ["newest@bounce.test", "hard_bounce"],
      ["kept@bounce.test", "hard_bounce"],
    ]);
    expect(listed.find((row) => row.address === "older@complaint.test")).toMatchObject({ reason: "complaint", suppressedAt: expect.any(Date) });

    const results = await Promise.all([as(admin, () => lift(" Newest@Bounce.test ")), as(admin, () => lift("newest@bounce.test"))]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({ status: 404 });
    const { suppressedAmong } = await import("@/lib/email/delivery-events");
    expect([...(await suppressedAmong(["newest@bounce.test", "older@complaint.test"]))]).toEqual(["older@complaint.test"]);
    const audit = await database.prisma.adminAuditLog.findMany({ where: { action: "email.lift_suppression" } });
    expect(audit).toEqual([
      expect.objectContaining({ email: "boss@reader.test", target: "newest@bounce.test", details: expect.objectContaining({ reason: "hard_bounce" }) }),
    ]);
  });

  it("a malformed or unknown address changes nothing", async () => {
    expect(await as(admin, () => lift(42))).toMatchObject({ ok: false, status: 400 });
    expect(await as(admin, () => lift("x".repeat(400)))).toMatchObject({ ok: false, status: 400 });
    expect(await as(admin, () => lift("nobody@shop.test"))).toMatchObject({ ok: false, status: 404 });
    // Soft bounces only counted are not a suppression to lift.
    await database.prisma.emailSuppression.create({ data: { address: "soft@shop.test", softBounces: 1 } });
    expect(await as(admin, () => lift("soft@shop.test"))).toMatchObject({ ok: false, status: 404 });
    expect(await database.prisma.emailSuppression.count({ where: { address: "soft@shop.test" } })).toBe(1);
  });
});

describe("the dashboard's rates", () => {
  it("bounces and complaints of the last 30 days over the e-mails sent, marked when above 4% and 0.3%", async () => {
    const now = new Date();
    const sent = (count: number, at: Date) =>
      database.prisma.emailMessage.createMany({
        data: Array.from({ length: count }, (_, index) => ({
          to: `r${index}@shop.test`,
          type: "test",
          subject: "Hi",
          html: "<p>Hi</p>",
          status: "sent" as const,
          transport: "outbox",
          sentAt: at,
        })),
      });
    let events = 0;
    const event = (type: string, at: Date) => database.prisma.emailEvent.create({ data: { id: `msg_rate_${(events += 1)}`, type, receivedAt: at } });
    await database.prisma.emailMessage.deleteMany({});
    await database.prisma.emailEvent.deleteMany({});

    await sent(100, new Date(now.getTime() - DAY));
    await sent(50, new Date(now.getTime() - 40 * DAY)); // outside the window
    for (let index = 0; index < 3; index += 1) await event("email.bounced", new Date(now.getTime() - DAY));
    await event("email.bounced", new Date(now.getTime() - 40 * DAY)); // outside
    expect(await deliverability.deliveryRates(now)).toMatchObject({
      sent: 100,
      bounces: 3,
      complaints: 0,
      bounceRate: 0.03,
      bounceOver: false,
      complaintOver: false,
    });

    await event("email.bounced", new Date(now.getTime() - DAY));
    await event("email.bounced", new Date(now.getTime() - DAY));
    await event("email.complained", new Date(now.getTime() - DAY));
    expect(await deliverability.deliveryRates(now)).toMatchObject({
      bounces: 5,
      complaints: 1,
      bounceRate: 0.05,
      complaintRate: 0.01,
      bounceOver: true,
      complaintOver: true,
    });
  });

  it("nothing sent: rates of zero, nothing marked", async () => {
    await database.prisma.emailMessage.deleteMany({});
    await database.prisma.emailEvent.deleteMany({});
    expect(await deliverability.deliveryRates()).toEqual({
      sent: 0,
      bounces: 0,
      complaints: 0,
      bounceRate: 0,
      complaintRate: 0,
      bounceOver: false,
      complaintOver: false,
    });
  });
});
