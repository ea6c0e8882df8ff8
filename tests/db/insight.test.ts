// The insight beacon's route (app/api/insight/route.ts) called directly as browsers and others
// would call it, and the counters it leaves in the database once flushed: a flood adds up exactly,
// and an oversized, malformed or forged beacon, one from a browser asking not to be followed (DNT,
// GPC), from a robot or from another site adds nothing. Then the funnel as the dashboard reads it:
// views and adds from the counters, checkouts started and paid from the orders with their source.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { inBrowser } from "../support/next-browsers";
import { signedInPerson } from "../support/sign-in";
import { seededShop, type Shop } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());

const SITE_URL = "http://127.0.0.1:9";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const SLUG = "quantum-focus";

let shop: Shop | undefined;
let database: TestDatabase;
let POST: typeof import("@/app/api/insight/route").POST;
let flushInsight: typeof import("@/lib/insight/counter").flushInsight;
let insightReport: typeof import("@/lib/insight/report").insightReport;
let startGuideCheckoutAction: typeof import("@/lib/checkout/actions").startGuideCheckoutAction;

beforeAll(async () => {
  shop = await seededShop("insight", {
    AUTH_SECRET: "insight-secret-that-is-long-enough-000000",
    SITE_URL,
    // Behind one proxy, as in production: the sender's address is the last X-Forwarded-For entry.
    TRUST_PROXY: "1",
    STRIPE_SECRET_KEY: undefined,
    STRIPE_WEBHOOK_SECRET: undefined,
  });
  database = shop.database;
  ({ POST } = await import("@/app/api/insight/route"));
  ({ flushInsight } = await import("@/lib/insight/counter"));
  ({ insightReport } = await import("@/lib/insight/report"));
  ({ startGuideCheckoutAction } = await import("@/lib/checkout/actions"));
}, 300_000);

afterAll(() => shop?.close());

beforeEach(async () => {
  await flushInsight();
  await database.prisma.insightCount.deleteMany();
});

/** A beacon as the shop's script sends it (navigator.sendBeacon with a string: text/plain), through the proxy, with `headers` on top. */
function beacon(body: string | object, headers: Record<string, string | null> = {}): Promise<Response> {
  const all: Record<string, string | null> = {
    origin: SITE_URL,
    "user-agent": CHROME,
    "content-type": "text/plain;charset=UTF-8",
    "x-forwarded-for": "198.51.100.1",
    ...headers,
  };
  return POST(
    new Request(`${SITE_URL}/api/insight`, {
      method: "POST",
      headers: Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== null)),
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

/** Today's counters once flushed, as "metric subject source": n. */
async function counters(): Promise<Record<string, number>> {
  await flushInsight();
  const rows = await database.prisma.insightCount.findMany({ orderBy: [{ metric: "asc" }, { subject: "asc" }, { source: "asc" }] });
  const today = new Date().toISOString().slice(0, 10);
  for (const row of rows) expect(row.day.toISOString().slice(0, 10)).toBe(today);
  return Object.fromEntries(rows.map((row) => [`${row.metric} ${row.subject} ${row.source}`.trim(), row.n]));
}

describe("the beacon route", () => {
  it("adds up a flood of views exactly, by page, by guide, by source, and the landing's referring site and utm_source", async () => {
    const views = Array.from({ length: 600 }, (_, index) =>
      index % 3 === 0
        ? { e: "view", p: `/guides/${SLUG}`, r: "www.Google.com", n: true }
        : index % 3 === 1
          ? { e: "view", p: "/", u: "NewsLetter", n: true }
          : { e: "view", p: "/guides", r: "127.0.0.1" },
    );
    const answers = await Promise.all(views.map((view) => beacon(view)));
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([204]));
    expect(await counters()).toEqual({
      "page_view / newsletter": 200,
      "page_view /guides": 200,
      [`page_view /guides/${SLUG} google.com`]: 200,
      [`guide_view ${SLUG} google.com`]: 200,
      "referrer google.com": 200,
      "utm newsletter": 200,
    });
  });

  it("counts an add to cart under the visit's source", async () => {
    expect((await beacon({ e: "add", g: SLUG, u: "spring" })).status).toBe(204);
    expect(await counters()).toEqual({ [`cart_add ${SLUG} spring`]: 1 });
  });

  it("refuses a body over 1 KB with 413, declared or not, and counts nothing", async () => {
    const big = JSON.stringify({ e: "view", p: "/", u: "x".repeat(2000) });
    expect((await beacon(big)).status).toBe(413);
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const undeclared = await POST(
      new Request(`${SITE_URL}/api/insight`, {
        method: "POST",
        headers: { origin: SITE_URL, "user-agent": CHROME },
        body: streamed,
        duplex: "half",
      } as RequestInit),
    );
    expect(undeclared.status).toBe(413);
    expect(await counters()).toEqual({});
  });

  it("answers 400 to what is not a beacon, and 204 without counting to a page or guide it does not count", async () => {
    for (const body of ["not json", "[1,2]", "{}", JSON.stringify({ e: "buy", p: "/" }), JSON.stringify({ e: "view", p: 7 })]) {
      const answer = await beacon(body);
      expect(answer.status).toBe(400);
      expect(await answer.text()).toBe("Bad request: not a beacon.\n");
    }
    for (const forged of [
      { e: "view", p: "/admin" },
      { e: "view", p: "/guides/not-a-guide" },
      { e: "view", p: "/shelf" },
      { e: "add", g: "not-a-guide" },
    ]) {
      expect((await beacon(forged)).status).toBe(204);
    }
    expect(await counters()).toEqual({});
  });

  it("counts nothing for a browser sending Do Not Track or Global Privacy Control, or for a robot", async () => {
    const view = { e: "view", p: "/", n: true, u: "newsletter" };
    expect((await beacon(view, { dnt: "1" })).status).toBe(204);
    expect((await beacon(view, { "sec-gpc": "1" })).status).toBe(204);
    expect((await beacon(view, { "user-agent": GOOGLEBOT })).status).toBe(204);
    expect((await beacon(view, { "user-agent": null })).status).toBe(204);
    expect(await counters()).toEqual({});
    // DNT: 0 is no request not to be followed.
    expect((await beacon(view, { dnt: "0" })).status).toBe(204);
    expect(await counters()).toEqual({ "page_view / newsletter": 1, "utm newsletter": 1 });
  });

  it("refuses another site's page and a request without an Origin with 403", async () => {
    const view = { e: "view", p: "/" };
    expect((await beacon(view, { origin: "https://evil.test" })).status).toBe(403);
    expect((await beacon(view, { origin: "null" })).status).toBe(403);
    expect((await beacon(view, { origin: null })).status).toBe(403);
    expect(await counters()).toEqual({});
  });

  it("lets one address bring only a few new sources a day, so its forged beacons leave the allowance to everybody else", async () => {
    const { MAX_NEW_SOURCES_AN_ADDRESS, countInsight } = await import("@/lib/insight/counter");
    const forger = { "x-forwarded-for": "203.0.113.9" };
    for (let index = 0; index < 50; index++) expect((await beacon({ e: "view", p: "/faq", u: `forged-${index}` }, forger)).status).toBe(204);
    // What the forger sends about a client-written address further left proves nothing.
    await beacon({ e: "view", p: "/faq", u: "forged-left" }, { "x-forwarded-for": "192.0.2.1, 203.0.113.9" });
    await beacon({ e: "view", p: "/faq", r: "news.example", n: true }, { "x-forwarded-for": "198.51.100.20" });
    const forged = Object.fromEntries(Array.from({ length: MAX_NEW_SOURCES_AN_ADDRESS }, (_, index) => [`page_view /faq forged-${index}`, 1]));
    expect(await counters()).toEqual({
      ...forged,
      "page_view /faq (other)": 51 - MAX_NEW_SOURCES_AN_ADDRESS,
      "page_view /faq news.example": 1,
      "referrer news.example": 1,
    });

    // Without a trusted proxy the address is unknown: only the day's allowance bounds new sources.
    await database.prisma.insightCount.deleteMany();
    const sources = Array.from({ length: MAX_NEW_SOURCES_AN_ADDRESS + 1 }, (_, index) => `unknown-address-${index}`);
    for (const source of sources) countInsight([{ metric: "page_view", subject: "/faq", source }], null);
    expect(await counters()).toEqual(Object.fromEntries(sources.map((source) => [`page_view /faq ${source}`, 1])));
  });

  it("keeps no more than its daily allowance of distinct sources: the rest are (other)", async () => {
    const { MAX_SOURCES_A_DAY } = await import("@/lib/insight/counter");
    // Each from its own address, so only the day's allowance bounds them.
    for (let index = 0; index < MAX_SOURCES_A_DAY + 5; index++)
      await beacon({ e: "view", p: "/faq", u: `forged-each-${index}` }, { "x-forwarded-for": `10.0.${index >> 8}.${index & 255}` });
    await flushInsight();
    const after = await database.prisma.insightCount.findMany({ where: { metric: "page_view", subject: "/faq" } });
    expect(after.reduce((sum, row) => sum + row.n, 0)).toBe(MAX_SOURCES_A_DAY + 5);
    expect(after.length).toBeLessThanOrEqual(MAX_SOURCES_A_DAY + 1);
    expect(after.find((row) => row.source === "(other)")?.n).toBeGreaterThanOrEqual(5);
  });
});

describe("the funnel on the dashboard", () => {
  it("counts guide views and adds from the beacon, checkouts and payments from the orders, per guide and per source", async () => {
    for (let index = 0; index < 3; index++) await beacon({ e: "view", p: `/guides/${SLUG}`, u: "newsletter", n: true });
    await beacon({ e: "view", p: `/guides/${SLUG}` });
    await beacon({ e: "add", g: SLUG, u: "newsletter" });
    await flushInsight();

    const guide = await database.prisma.guide.findUniqueOrThrow({ where: { slug: SLUG }, select: { id: true, title: true } });
    const buyer = await signedInPerson(database.prisma);
    const started = await inBrowser(buyer.browser, () => startGuideCheckoutAction({ guideIds: [guide.id], source: "NewsLetter" }));
    expect(started).toMatchObject({ ok: true });
    const other = await signedInPerson(database.prisma);
    expect(await inBrowser(other.browser, () => startGuideCheckoutAction({ guideIds: [guide.id] }))).toMatchObject({ ok: true });
    const order = await database.prisma.order.findFirstOrThrow({ where: { userId: buyer.id }, select: { id: true, insightSource: true } });
    expect(order.insightSource).toBe("newsletter");
    expect((await database.prisma.order.findFirstOrThrow({ where: { userId: other.id } })).insightSource).toBeNull();
    // What a payment leaves on the order (fulfilment's own tests cover how it gets there).
    await database.prisma.order.update({ where: { id: order.id }, data: { paidAt: new Date(), status: "fulfilled" } });

    const report = await insightReport();
    expect(report.days).toHaveLength(30);
    expect(report.days.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), views: 4 });
    expect(report.byGuide.find((row) => row.key === SLUG)).toEqual({
      key: SLUG,
      label: guide.title,
      pageViews: 4,
      guideViews: 4,
      adds: 1,
      checkouts: 2,
      paid: 1,
    });
    expect(report.bySource).toEqual([
      { key: "newsletter", label: "newsletter", pageViews: 3, guideViews: 3, adds: 1, checkouts: 1, paid: 1 },
      { key: "", label: "Direct or unknown", pageViews: 1, guideViews: 1, adds: 0, checkouts: 1, paid: 0 },
    ]);
    expect(report.pages).toEqual([{ key: `/guides/${SLUG}`, count: 4 }]);
    expect(report.utms).toEqual([{ key: "newsletter", count: 3 }]);
    expect(report.referrers).toEqual([]);
  });

  it("counts a person starting checkout again and again once, and opens no more checkouts past the account's limit", async () => {
    const guide = await database.prisma.guide.findUniqueOrThrow({ where: { slug: SLUG }, select: { id: true } });
    const before = (await insightReport()).byGuide.find((row) => row.key === SLUG)!.checkouts;
    const eager = await signedInPerson(database.prisma);
    const answers = [];
    for (let attempt = 0; attempt < 23; attempt++) answers.push(await inBrowser(eager.browser, () => startGuideCheckoutAction({ guideIds: [guide.id] })));
    expect(answers.slice(0, 20).every((answer) => answer.ok)).toBe(true);
    for (const answer of answers.slice(20)) expect(answer).toEqual({ ok: false, error: "Too many attempts. Please wait a few minutes and try again." });
    expect(await database.prisma.order.count({ where: { userId: eager.id } })).toBe(20);
    expect((await insightReport()).byGuide.find((row) => row.key === SLUG)!.checkouts).toBe(before + 1);
  });
});
