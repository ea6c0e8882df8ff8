// The admin area on a real database: the one admin rule refuses visitors and non-admins in every
// admin action and route (whatever headers they send), uploads are checked by content and switched
// in only when accepted, the sales figures and CSV agree with the orders, and a refund through the
// sandbox provider (its signed charge.refunded, received by the real webhook route) takes the
// guides off the buyer's shelf; an order is found by the number on the customer's receipt. Each
// request comes from a browser holding a real Auth.js session cookie, so the app's own auth()
// decides who is asking.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { inBrowser, newBrowser } from "../support/next-browsers";
import { revalidations } from "../support/next-cache";
import { signedInPerson, signIn, type Person } from "../support/sign-in";
import { sandboxShop, type SandboxShop } from "../support/shop";
import type { GuideFileStatus } from "@/lib/admin/guide-files";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());
vi.mock("next/cache", async (importOriginal) => (await import("../support/next-cache")).nextCacheStandIn(await importOriginal()));

let shop: SandboxShop | undefined;
let database: TestDatabase;
let storageDir: string;
let routes: {
  upload: typeof import("@/app/api/admin/uploads/[guideId]/[layout]/route").PUT;
  guides: typeof import("@/app/api/admin/guides/route").GET;
  exportCsv: typeof import("@/app/api/admin/orders/export/route").GET;
  download: typeof import("@/app/api/guides/[guideId]/download/route").GET;
};
let actions: typeof import("@/lib/admin/actions");
let devActions: typeof import("@/lib/admin/dev-actions");
let sales: typeof import("@/lib/admin/sales");
let siteUrl: string;

beforeAll(async () => {
  // The sandbox posts its signed events to SITE_URL/api/webhooks/stripe: the real route answers.
  shop = await sandboxShop("admin-test", (dir) => ({
    AUTH_SECRET: "admin-test-auth-secret-that-is-long-enough",
    STORAGE_SIGNING_SECRET: "admin-test-storage-secret-long-enough-000",
    STORAGE_DIR: dir,
    ADMIN_EMAILS: "boss@reader.test",
    S3_BUCKET: undefined,
  }));
  ({ database, storageDir } = shop);
  siteUrl = shop.route.url;
  routes = {
    upload: (await import("@/app/api/admin/uploads/[guideId]/[layout]/route")).PUT,
    guides: (await import("@/app/api/admin/guides/route")).GET,
    exportCsv: (await import("@/app/api/admin/orders/export/route")).GET,
    download: (await import("@/app/api/guides/[guideId]/download/route")).GET,
  };
  actions = await import("@/lib/admin/actions");
  devActions = await import("@/lib/admin/dev-actions");
  sales = await import("@/lib/admin/sales");
}, 300_000);

afterAll(() => shop?.close());

beforeEach(() => {
  revalidations.length = 0;
});

const reader = () => signedInPerson(database.prisma);
const admin = () => signedInPerson(database.prisma, { email: "boss@reader.test", firstName: "Boss" });
/** A request from this person's browser; null is a visitor's. */
const as = <T>(who: Person | null, step: () => Promise<T>) => inBrowser(who?.browser ?? newBrowser(), step);

const PDF = (label: string) =>
  new Uint8Array(Buffer.from(`%PDF-1.7\n% ${label}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, "latin1"));

function uploadRequest(guideId: string, layout: string, body: Uint8Array, headers: Record<string, string> = {}) {
  const request = new Request(`${siteUrl}/api/admin/uploads/${guideId}/${layout}`, {
    method: "PUT",
    headers: { origin: siteUrl, "content-type": "application/pdf", ...headers },
    body: Buffer.from(body),
  });
  return routes.upload(request, { params: Promise.resolve({ guideId, layout }) });
}

async function storedDesktop(guideId: string) {
  const guide = await database.prisma.guide.findUniqueOrThrow({ where: { id: guideId }, select: { pdfStoragePath: true, pdfFileSize: true, updatedAt: true } });
  return { ...guide, bytes: guide.pdfStoragePath ? await readFile(path.join(storageDir, guide.pdfStoragePath)) : null };
}

/** A paid guide order, through checkout and the sandbox's hosted page, fulfilled by the real webhook route. */
async function paidOrder(buyer: Person, guideIds: string[]) {
  const { createGuideCheckout } = await import("@/lib/checkout/create");
  const { paySandboxSession } = await import("@/lib/payments/sandbox");
  const started = await createGuideCheckout({ id: buyer.id, email: buyer.email }, { guideIds });
  if (!started.ok) throw new Error(started.error);
  const order = await database.prisma.order.findUniqueOrThrow({ where: { id: started.orderId } });
  const paid = await paySandboxSession(order.checkoutSessionId!, "4242424242424242");
  expect(paid.ok).toBe(true);
  return database.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
}

describe("the admin rule, in every admin action and route", () => {
  const SPOOFED = { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware", "x-admin": "true" };

  it("refuses visitors (401) and signed-in non-admins (403), whatever headers they send, and changes nothing", async () => {
    const before = await storedDesktop("power_001");
    const someone = await reader();
    for (const who of ["visitor", "reader"] as const) {
      const status = who === "visitor" ? 401 : 403;
      for (const headers of [{}, SPOOFED]) {
        // The headers reach the server code as the request's own (next/headers) and on the Request.
        const browser = newBrowser(headers);
        if (who === "reader") await signIn(someone.id, browser);
        await inBrowser(browser, async () => {
          expect((await uploadRequest("power_001", "desktop", PDF("intruder"), headers)).status).toBe(status);
          expect((await routes.guides()).status).toBe(status);
          const csv = await routes.exportCsv(new Request(`${siteUrl}/api/admin/orders/export`, { headers }));
          expect(csv.status).toBe(status);
          expect(await csv.text()).not.toContain("order_id");
          expect(await actions.refundOrder("any")).toMatchObject({ ok: false, status });
          expect(await actions.resendReceipt("any")).toMatchObject({ ok: false, status });
          expect(await devActions.sendTestEmail({ to: "x@reader.test", kind: "basic" })).toMatchObject({ ok: false, status });
          expect(await devActions.sendDirectEmail({ to: "x@reader.test", subject: "s", message: "m" })).toMatchObject({ ok: false, status });
          expect(await devActions.startDiagnosticCheckout()).toMatchObject({ ok: false, status });
        });
      }
    }
    expect(await database.prisma.emailMessage.count({ where: { to: "x@reader.test" } })).toBe(0);
    expect(await database.prisma.sandboxCheckoutSession.count()).toBe(0);
    const after = await storedDesktop("power_001");
    expect(after.bytes?.equals(before.bytes!)).toBe(true);
    expect(after.pdfFileSize).toBe(before.pdfFileSize);
    expect(await database.prisma.adminAuditLog.count()).toBe(0);
  });

  it("refuses a cross-site upload before anything else, even from an admin", async () => {
    const response = await as(await admin(), () => uploadRequest("power_001", "desktop", PDF("cross-site"), { origin: "https://evil.test" }));
    expect(response.status).toBe(403);
    expect(await database.prisma.adminAuditLog.count({ where: { target: "power_001:desktop" } })).toBe(0);
  });

  it("lets an admin list the guides' files", async () => {
    const response = await as(await admin(), () => routes.guides());
    expect(response.status).toBe(200);
    const body = (await response.json()) as { guides: { id: string; desktop: { present: boolean } }[] };
    expect(body.guides).toHaveLength(16);
    expect(body.guides.every((guide) => guide.desktop.present)).toBe(true);
  });
});

describe("guide PDF uploads", () => {
  it("refuses a non-PDF, an encrypted PDF and an oversize file, and the old file stays", async () => {
    const boss = await admin();
    const upload = (...args: Parameters<typeof uploadRequest>) => as(boss, () => uploadRequest(...args));
    const before = await storedDesktop("power_002");
    const notPdf = await upload("power_002", "desktop", new Uint8Array(Buffer.from("PK\u0003\u0004 a zip called guide.pdf")));
    expect(notPdf.status).toBe(400);
    expect(await notPdf.json()).toEqual({ error: "Invalid file type", message: "Please upload a PDF file." });

    const encrypted = Buffer.from(PDF("locked")).toString("latin1").replace("trailer << ", "trailer << /Encrypt 9 0 R ");
    const locked = await upload("power_002", "desktop", new Uint8Array(Buffer.from(encrypted, "latin1")));
    expect(locked.status).toBe(400);
    expect(await locked.json()).toMatchObject({ error: "Encrypted PDF" });

    const huge = new Uint8Array(50 * 1024 * 1024 + 1);
    huge.set(PDF("huge"));
    const tooBig = await upload("power_002", "desktop", huge);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ error: "File too large" });
    // A body that claims to be small but is not is cut off at the limit too.
    const lying = await as(boss, () =>
      routes.upload(
        new Request(`${siteUrl}/api/admin/uploads/power_002/desktop`, {
          method: "PUT",
          headers: { origin: siteUrl, "content-type": "application/pdf" },
          body: new ReadableStream({
            start(controller) {
              controller.enqueue(huge);
              controller.close();
            },
          }),
          duplex: "half",
        } as RequestInit),
        { params: Promise.resolve({ guideId: "power_002", layout: "desktop" }) },
      ),
    );
    expect(lying.status).toBe(413);

    const after = await storedDesktop("power_002");
    expect(after.bytes?.equals(before.bytes!)).toBe(true);
    expect(after.pdfFileSize).toBe(before.pdfFileSize);
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(await database.prisma.adminAuditLog.count({ where: { target: "power_002:desktop" } })).toBe(0);
  });

  it("answers 404 for an unknown guide or layout", async () => {
    const boss = await admin();
    expect((await as(boss, () => uploadRequest("power_999", "desktop", PDF("x")))).status).toBe(404);
    expect((await as(boss, () => uploadRequest("power_001", "tablet", PDF("x")))).status).toBe(404);
    expect((await as(boss, () => uploadRequest("../etc", "desktop", PDF("x")))).status).toBe(404);
  });

  it("replaces the file under guides/{title}_Desktop.pdf, updates size and time, audits it, and owners download the new file", async () => {
    const owner = await reader();
    await database.prisma.userGuide.create({ data: { userId: owner.id, guideId: "power_003", acquiredVia: "purchase" } });
    const boss = await admin();
    const before = await storedDesktop("power_003");
    const fresh = PDF("the second edition, with a new chapter");
    const response = await as(boss, () => uploadRequest("power_003", "desktop", fresh));
    expect(response.status).toBe(200);

    const after = await storedDesktop("power_003");
    const title = (await database.prisma.guide.findUniqueOrThrow({ where: { id: "power_003" }, select: { title: true } })).title;
    expect(after.pdfStoragePath).toBe(
      `guides/${title
        .replace(/[^A-Za-z0-9 -]/g, "")
        .trim()
        .replace(/ +/g, "_")}_Desktop.pdf`,
    );
    expect(after.bytes?.equals(Buffer.from(fresh))).toBe(true);
    expect(after.pdfFileSize).toBe(fresh.byteLength);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    const audit = await database.prisma.adminAuditLog.findMany({ where: { target: "power_003:desktop" } });
    expect(audit).toMatchObject([{ userId: boss.id, email: "boss@reader.test", action: "guide.pdf_upload" }]);
    // The PDF manager's next read shows the new size and when it was uploaded.
    const listed = (await (await as(boss, () => routes.guides())).json()) as { guides: GuideFileStatus[] };
    expect(listed.guides.find((guide) => guide.id === "power_003")?.desktop).toEqual({
      present: true,
      sizeBytes: fresh.byteLength,
      lastUpload: audit[0]!.createdAt.toISOString(),
    });
    // The guide's page is prerendered and kept in Next's cache, which a database test does not run:
    // that its cache tag is expired is the only sign here that visitors will see the new edition.
    const slug = (await database.prisma.guide.findUniqueOrThrow({ where: { id: "power_003" }, select: { slug: true } })).slug;
    expect(revalidations).toContain(`tag:guide:${slug}`);
    // No temporary file is left behind.
    expect(await database.prisma.guide.count({ where: { pdfStoragePath: { startsWith: "uploads/" } } })).toBe(0);

    // The owner's download link now serves the new bytes.
    const download = await as(owner, () =>
      routes.download(new Request(`${siteUrl}/api/guides/power_003/download`, { headers: { accept: "application/json" } }), {
        params: Promise.resolve({ guideId: "power_003" }),
      }),
    );
    expect(download.status).toBe(200);
    const { url } = (await download.json()) as { url: string };
    const { GET: files } = await import("@/app/api/files/[...key]/route");
    const key = new URL(url).pathname.replace("/api/files/", "");
    const served = await files(new Request(url), { params: Promise.resolve({ key: key.split("/") }) });
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(fresh))).toBe(true);
  });
});

describe("sales figures and the CSV export", () => {
  it("agree with the orders", async () => {
    const buyer = await reader();
    const now = new Date();
    const day = (offset: number, hour = 12) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - offset, hour));
    // Orders placed directly, with their dates moved back: two today, one 3 days ago, one refunded, one never paid.
    const orders = [
      { totalCents: 600, paidAt: day(0, 0), status: "fulfilled" as const },
      { totalCents: 600, paidAt: day(0, 0), status: "fulfilled" as const, promoCode: "DOUBLETHESHELF" },
      { totalCents: 1200, paidAt: day(3), status: "fulfilled" as const },
      { totalCents: 600, paidAt: day(3), status: "refunded" as const, refundedAt: day(1), refundedCents: 600 },
      { totalCents: 600, paidAt: null, status: "pending" as const },
    ];
    const ids: string[] = [];
    for (const [index, order] of orders.entries()) {
      const created = await database.prisma.order.create({
        data: {
          userId: buyer.id,
          kind: "guides",
          subtotalCents: order.totalCents,
          customerEmail: buyer.email,
          createdAt: order.paidAt ?? day(0, 0),
          ...order,
          items: {
            create: [{ guideId: index === 2 ? "vision_001" : "feeling_001", name: index === 2 ? "Vision 1" : "Feeling 1", unitCents: order.totalCents }],
          },
        },
      });
      ids.push(created.id);
    }
    const query = sales.resolveSalesQuery({ from: day(6).toISOString().slice(0, 10), to: day(0).toISOString().slice(0, 10) });
    const revenue = await sales.revenueByDay(query);
    expect(revenue).toHaveLength(7);
    expect(revenue.at(-1)).toEqual({ day: day(0).toISOString().slice(0, 10), cents: 1200, count: 2 });
    expect(revenue.find((entry) => entry.day === day(3).toISOString().slice(0, 10))).toMatchObject({ cents: 1800, count: 2 });
    expect(revenue.reduce((sum, entry) => sum + entry.cents, 0)).toBe(3000);
    expect((await sales.refundsByDay(query)).find((entry) => entry.day === day(1).toISOString().slice(0, 10))).toMatchObject({ cents: 600, count: 1 });
    expect(await sales.revenueByGuide(query)).toEqual([
      { guideId: "feeling_001", name: expect.any(String), cents: 1800, count: 3 },
      { guideId: "vision_001", name: expect.any(String), cents: 1200, count: 1 },
    ]);
    const figures = await sales.dashboardFigures(now);
    expect(figures.today).toMatchObject({ revenueCents: 1200, orders: 2 });

    const boss = await admin();
    const response = await as(boss, () => routes.exportCsv(new Request(`${siteUrl}/api/admin/orders/export?from=${query.fromDay}&to=${query.toDay}`)));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe(sales.CSV_HEADER.join(","));
    const rows = lines.slice(1).map((line) => line.split(","));
    expect(rows.map((row) => row[0]).sort()).toEqual([...ids].sort());
    const paidTotal = rows.filter((row) => row[3] !== "").reduce((sum, row) => sum + Math.round(Number(row[6]) * 100), 0);
    expect(paidTotal).toBe(revenue.reduce((sum, entry) => sum + entry.cents, 0));
    expect(rows.find((row) => row[10] === "DOUBLETHESHELF")).toBeDefined();

    // Filters narrow the export as they narrow the screen.
    const refundedOnly = await as(boss, () =>
      routes.exportCsv(new Request(`${siteUrl}/api/admin/orders/export?from=${query.fromDay}&to=${query.toDay}&status=refunded`)),
    );
    expect((await refundedOnly.text()).trim().split("\r\n")).toHaveLength(2);
  });

  it("leave out the tax that prices held, in the day's revenue, per guide and per code", async () => {
    const buyer = await reader();
    const now = new Date();
    // A day of its own, weeks back, so the other test's orders are not in it.
    const paidAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 40, 12));
    const code = await database.prisma.discountCode.create({ data: { code: "TAXDAY", name: "Tax day", kind: "amount_off", amountOffCents: 200 } });
    // $6 + $6 less $2 off: $10 paid, of which $1.00 was tax held by the prices; and $6 with $0.50 tax added on top.
    await database.prisma.order.create({
      data: {
        userId: buyer.id,
        kind: "guides",
        status: "fulfilled",
        subtotalCents: 1200,
        discountCents: 200,
        totalCents: 1000,
        taxCents: 100,
        taxBehavior: "inclusive",
        discountCodeId: code.id,
        customerEmail: buyer.email,
        createdAt: paidAt,
        paidAt,
        items: {
          create: [
            { guideId: "motion_002", name: "Motion 2", unitCents: 600, discountCents: 100 },
            { guideId: "motion_003", name: "Motion 3", unitCents: 600, discountCents: 100 },
          ],
        },
      },
    });
    await database.prisma.order.create({
      data: {
        userId: buyer.id,
        kind: "guides",
        status: "fulfilled",
        subtotalCents: 600,
        totalCents: 600,
        taxCents: 50,
        taxBehavior: "exclusive",
        customerEmail: buyer.email,
        createdAt: paidAt,
        paidAt,
        items: { create: [{ guideId: "motion_002", name: "Motion 2", unitCents: 600 }] },
      },
    });
    const day = paidAt.toISOString().slice(0, 10);
    const query = sales.resolveSalesQuery({ from: day, to: day });
    expect(await sales.revenueByDay(query)).toEqual([{ day, cents: 900 + 600, count: 2 }]);
    expect(await sales.revenueByGuide(query)).toEqual([
      { guideId: "motion_002", name: expect.any(String), cents: 450 + 600, count: 2 },
      { guideId: "motion_003", name: expect.any(String), cents: 450, count: 1 },
    ]);
    const { revenueByCode } = await import("@/lib/admin/sales-by-code");
    expect(await revenueByCode(query)).toEqual([{ code: "TAXDAY", name: "Tax day", orders: 1, revenueCents: 900, discountCents: 200, refundedCents: 0 }]);
  });

  it("the dashboard's today and this month count revenue and orders by payment, refunds by refund day, and programme sign-ups", async () => {
    const buyer = await reader();
    const now = new Date();
    const before = await sales.dashboardFigures(now);
    const order = (totalCents: number, paidAt: Date, refund?: { at: Date; cents: number }) =>
      database.prisma.order.create({
        data: {
          userId: buyer.id,
          kind: "guides",
          subtotalCents: totalCents,
          totalCents,
          customerEmail: buyer.email,
          createdAt: paidAt,
          paidAt,
          status: refund ? "refunded" : "fulfilled",
          refundedAt: refund?.at ?? null,
          refundedCents: refund?.cents ?? 0,
        },
      });
    await order(600, now); // paid today
    await order(600, now, { at: now, cents: 600 }); // paid and refunded today
    await order(1200, new Date(now.getTime() - 40 * 86_400_000), { at: now, cents: 1200 }); // paid last month, refunded today
    await order(600, new Date(0)); // long ago: nowhere
    const subscriber = await reader();
    await database.prisma.atomicYearSubscription.create({
      data: { userId: subscriber.id, email: subscriber.email, subscriptionStart: now, subscriptionEnd: new Date(now.getTime() + 365 * 86_400_000) },
    });

    const after = await sales.dashboardFigures(now);
    for (const period of ["today", "month"] as const) {
      expect(
        {
          revenueCents: after[period].revenueCents - before[period].revenueCents,
          orders: after[period].orders - before[period].orders,
          refunds: after[period].refunds - before[period].refunds,
          refundedCents: after[period].refundedCents - before[period].refundedCents,
          programmeSignUps: after[period].programmeSignUps - before[period].programmeSignUps,
        },
        period,
      ).toEqual({ revenueCents: 1200, orders: 2, refunds: 2, refundedCents: 1800, programmeSignUps: 1 });
    }
  });

  it("the dashboard's tax: what today's and this month's sales carried, shown once a sale this month has tax", async () => {
    const buyer = await reader();
    const now = new Date();
    const before = await sales.dashboardFigures(now);
    // Without Stripe Tax and no taxed sale this month yet, the figure is not shown.
    expect(before.taxShown).toBe(false);
    for (const [totalCents, taxCents, taxBehavior] of [
      [1000, 100, "inclusive"],
      [600, 50, "exclusive"],
    ] as const) {
      await database.prisma.order.create({
        data: {
          userId: buyer.id,
          kind: "guides",
          status: "fulfilled",
          subtotalCents: totalCents,
          totalCents,
          taxCents,
          taxBehavior,
          customerEmail: buyer.email,
          createdAt: now,
          paidAt: now,
        },
      });
    }
    const after = await sales.dashboardFigures(now);
    for (const period of ["today", "month"] as const) {
      expect(
        {
          revenueCents: after[period].revenueCents - before[period].revenueCents,
          taxCents: after[period].taxCents - before[period].taxCents,
          orders: after[period].orders - before[period].orders,
        },
        period,
      ).toEqual({ revenueCents: 900 + 600, taxCents: 150, orders: 2 });
    }
    expect(after.taxShown).toBe(true);
  });

  it("quotes formulas away in the CSV", () => {
    const line = sales.orderCsvLine({
      id: "o1",
      kind: "guides",
      status: "paid",
      totalCents: 600,
      taxCents: null,
      taxBehavior: null,
      refundedCents: 0,
      promoCode: '=HYPERLINK("x")',
      customerEmail: "a@b.test",
      reviewReason: null,
      createdAt: new Date(0),
      paidAt: null,
      items: [{ name: "A, B", unitCents: 600, discountCents: 0 }],
      gift: null,
    });
    expect(line).toContain(`"A, B"`);
    expect(line).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe("finding an order by what the customer quotes", () => {
  it("finds a paid order by its number (any case, with or without dashes), by the buyer's e-mail and by id, and names it by number in the audit", async () => {
    const bea = await reader();
    const cal = await reader();
    const first = await paidOrder(bea, ["power_003"]);
    const second = await paidOrder(cal, ["feeling_003"]);
    // A third, paid three months ago: outside the screen's default 30 days.
    const old = await paidOrder(bea, ["vision_003"]);
    const longAgo = new Date(Date.now() - 90 * 86_400_000);
    await database.prisma.order.update({ where: { id: old.id }, data: { createdAt: longAgo, paidAt: longAgo } });
    const { orderNumber } = await import("@/lib/fulfilment/order-number");
    const found = async (q: string) => (await sales.listOrders(sales.resolveSalesQuery({ q }))).orders.map((order) => order.id);

    const number = orderNumber(first.id);
    expect(number).toMatch(/^AG-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    for (const quoted of [number, number.toLowerCase(), number.replaceAll("-", ""), number.slice(3), ` ${number.slice(3).replace("-", "")} `]) {
      expect(await found(quoted), quoted).toEqual([first.id]);
    }
    expect(await found(orderNumber(second.id))).toEqual([second.id]);
    expect(await found(second.id)).toEqual([second.id]);
    // The number and the id find an order whatever the period; the e-mail searches the period shown.
    expect(await found(orderNumber(old.id))).toEqual([old.id]);
    expect(await found(old.id)).toEqual([old.id]);
    expect(await found(bea.email.toUpperCase())).toEqual([first.id]);
    expect(await found(cal.email)).toEqual([second.id]);
    // A number no order has finds nothing, and so does a status the order is not in.
    const unknown = number.endsWith("0") ? `${number.slice(0, -1)}1` : `${number.slice(0, -1)}0`;
    expect(await found(unknown)).toEqual([]);
    expect((await sales.listOrders(sales.resolveSalesQuery({ q: number, status: "pending" }))).orders).toEqual([]);

    // The CSV names the order by its number beside its id.
    const boss = await admin();
    const csv = await as(boss, () => routes.exportCsv(new Request(`${siteUrl}/api/admin/orders/export?q=${encodeURIComponent(number)}`)));
    const [header, line] = (await csv.text()).trim().split("\r\n");
    expect(header?.split(",").slice(0, 2)).toEqual(["order_id", "order_number"]);
    expect(line?.split(",").slice(0, 2)).toEqual([first.id, number]);

    // The panel and the audit line name the order by its number and the buyer's e-mail.
    const { getOrderDetail } = await import("@/lib/admin/orders");
    expect(await getOrderDetail(first.id)).toMatchObject({ number, customerEmail: bea.email });
    const answer = await as(boss, () => actions.resendReceipt(first.id));
    expect(answer).toMatchObject({ ok: true });
    expect(answer.ok && answer.message).toContain(number);
    const { recentAdminActions } = await import("@/lib/admin/audit");
    const [latest] = await recentAdminActions(1);
    expect(latest).toMatchObject({ action: "order.resend_receipt", target: first.id, order: { number, customerEmail: bea.email } });
  });
});

describe("refunds and receipts from the order panel", () => {
  it("refunds through the sandbox provider: the guides leave the buyer's shelf, once, and it is audited", async () => {
    const buyer = await reader();
    const order = await paidOrder(buyer, ["motion_001", "motion_002"]);
    expect(order.status).toBe("fulfilled");
    expect(await database.prisma.userGuide.count({ where: { userId: buyer.id, orderId: order.id } })).toBe(2);

    // The buyer cannot refund their own order.
    expect(await as(buyer, () => actions.refundOrder(order.id))).toMatchObject({ ok: false, status: 403 });
    expect(await database.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "fulfilled", refundedCents: 0 });

    const boss = await admin();
    expect(await as(boss, () => actions.refundOrder({ id: order.id }))).toMatchObject({ ok: false, status: 400 });
    expect(await as(boss, () => actions.refundOrder("no_such_order"))).toMatchObject({ ok: false, status: 404 });
    expect(await as(boss, () => actions.refundOrder(order.id))).toMatchObject({ ok: true });

    const after = await database.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(after).toMatchObject({ status: "refunded", refundedCents: order.totalCents });
    expect(await database.prisma.userGuide.count({ where: { userId: buyer.id, guideId: { in: ["motion_001", "motion_002"] } } })).toBe(0);
    expect(await database.prisma.paymentEvent.count({ where: { type: "charge.refunded", outcome: "refunded" } })).toBeGreaterThanOrEqual(1);
    expect(await as(boss, () => actions.refundOrder(order.id))).toMatchObject({ ok: false, status: 409 });
    expect(await database.prisma.adminAuditLog.findMany({ where: { target: order.id }, select: { action: true, userId: true } })).toEqual([
      { action: "order.refund", userId: boss.id },
    ]);
  });

  it("refunds a payment once when the button is clicked twice at once", async () => {
    const buyer = await reader();
    const order = await paidOrder(buyer, ["feeling_003"]);
    const boss = await admin();
    const results = await Promise.all([as(boss, () => actions.refundOrder(order.id)), as(boss, () => actions.refundOrder(order.id))]);
    expect(results.some((result) => result.ok)).toBe(true);
    expect(await database.prisma.sandboxRefund.findMany({ where: { paymentIntentId: order.paymentIntentId! }, select: { amountCents: true } })).toEqual([
      { amountCents: order.totalCents },
    ]);
    expect(await database.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "refunded", refundedCents: order.totalCents });
    expect(await database.prisma.userGuide.count({ where: { userId: buyer.id, guideId: "feeling_003" } })).toBe(0);
  });

  it("resends the receipt as a new recorded e-mail", async () => {
    const buyer = await reader();
    const order = await paidOrder(buyer, ["vision_002"]);
    const boss = await admin();
    const before = await database.prisma.emailMessage.count({ where: { to: buyer.email, type: "purchase_confirmation" } });
    expect(await as(buyer, () => actions.resendReceipt(order.id))).toMatchObject({ ok: false, status: 403 });
    expect(await as(boss, () => actions.resendReceipt(order.id))).toMatchObject({ ok: true });
    expect(await database.prisma.emailMessage.count({ where: { to: buyer.email, type: "purchase_confirmation" } })).toBe(before + 1);
    expect(await database.prisma.adminAuditLog.count({ where: { target: order.id, action: "order.resend_receipt" } })).toBe(1);
  });
});

describe("the developer pages' actions", () => {
  it("send test e-mails with the user name and year filled in and [TEST VALUE] elsewhere, and refuse bad input", async () => {
    const boss = await admin();
    const dev = <T>(step: () => Promise<T>) => as(boss, step);
    expect(await dev(() => devActions.sendTestEmail({ to: "", kind: "basic" }))).toMatchObject({
      ok: false,
      status: 400,
      message: "Please enter an email address",
    });
    expect(await dev(() => devActions.sendTestEmail({ to: "dev@reader.test", kind: "nope" }))).toMatchObject({ ok: false, status: 400 });
    expect(await dev(() => devActions.sendTestEmail("dev@reader.test"))).toMatchObject({ ok: false, status: 400 });
    expect(await dev(() => devActions.sendDirectEmail({ to: "dev@reader.test", subject: "", message: "m" }))).toMatchObject({
      ok: false,
      message: "Please fill in all fields",
    });
    expect(await dev(() => devActions.sendDirectEmail({ to: "not an address", subject: "s", message: "m" }))).toMatchObject({
      ok: false,
      message: "Please enter a valid email address",
    });
    // Refused input sends nothing and leaves no audit entry.
    expect(await database.prisma.emailMessage.count({ where: { to: { in: ["dev@reader.test", "not an address"] } } })).toBe(0);
    expect(await database.prisma.adminAuditLog.count({ where: { action: { startsWith: "dev." } } })).toBe(0);

    expect(await dev(() => devActions.sendTestEmail({ to: "dev@reader.test", kind: "purchase_confirmation" }))).toMatchObject({ ok: true });
    const message = await database.prisma.emailMessage.findFirstOrThrow({ where: { to: "dev@reader.test", type: "purchase_confirmation_test" } });
    expect(message.subject.startsWith("[TEST]")).toBe(true);
    expect(message.html).toContain("[TEST VALUE]");
    expect(message.html).toContain("Boss");
    expect(message.html).not.toMatch(/\{\{[A-Z_]+\}\}/);

    expect(await dev(() => devActions.sendDirectEmail({ to: "dev@reader.test", subject: "Hello <b>", message: "<script>x</script>" }))).toMatchObject({
      ok: true,
    });
    const direct = await database.prisma.emailMessage.findFirstOrThrow({ where: { to: "dev@reader.test", type: "direct_email" } });
    expect(direct.html).not.toContain("<script>");
    expect(await database.prisma.adminAuditLog.findMany({ where: { action: { startsWith: "dev." } }, select: { userId: true, action: true } })).toEqual([
      { userId: boss.id, action: "dev.test_email" },
      { userId: boss.id, action: "dev.direct_email" },
    ]);
  });

  it("open a 50-cent diagnostic checkout for the admin that is no order", async () => {
    const boss = await admin();
    const orders = await database.prisma.order.count();
    const started = await as(boss, () => devActions.startDiagnosticCheckout());
    expect(started).toMatchObject({ ok: true, url: expect.stringContaining("/sandbox/checkout/") });
    const sessionId = new URL((started as { url: string }).url).pathname.split("/").pop()!;
    expect(await database.prisma.sandboxCheckoutSession.findUniqueOrThrow({ where: { id: sessionId } })).toMatchObject({
      customerEmail: "boss@reader.test",
      amountTotalCents: 50,
    });
    expect(await database.prisma.order.count()).toBe(orders);
    expect(await database.prisma.adminAuditLog.findMany({ where: { action: "dev.diagnostic_checkout" }, select: { userId: true, target: true } })).toEqual([
      { userId: boss.id, target: sessionId },
    ]);
  });
});
