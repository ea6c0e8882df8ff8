// The admin area on a real database: the one admin rule refuses visitors and non-admins in every
// admin action and route (whatever headers they send), uploads are checked by content and switched
// in only when accepted, the sales figures and CSV agree with the orders, and a refund through the
// sandbox provider (its signed charge.refunded, received by the real webhook route) takes the
// guides off the buyer's shelf; an order is found by the number on the customer's receipt. The
// session is the only stand-in: auth() answers as the person each test names.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { peopleIn, type SessionUser } from "../support/admin-people";

const session: { user: SessionUser | null } = { user: null };
const revalidated: string[] = [];

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("@/auth", () => ({ auth: async () => (session.user ? { user: session.user } : null) }));
vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  revalidatePath: (path: string) => void revalidated.push(`path:${path}`),
  revalidateTag: (tag: string) => void revalidated.push(`tag:${tag}`),
}));

let database: TestDatabase;
let storageDir: string;
let webhookForwarder: Server;
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
  database = await createTestDatabase();
  storageDir = await mkdtemp(path.join(os.tmpdir(), "admin-test-"));
  // The sandbox posts its signed events to SITE_URL/api/webhooks/stripe: this loopback server hands
  // them to the app's real webhook route handler.
  webhookForwarder = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      void (async () => {
        const { POST } = await import("@/app/api/webhooks/stripe/route");
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers)) if (typeof value === "string") headers.set(name, value);
        const answer = await POST(new Request(`${siteUrl}${request.url}`, { method: "POST", headers, body: Buffer.concat(chunks) }));
        response.writeHead(answer.status, { "content-type": "application/json" });
        response.end(await answer.text());
      })();
    });
  });
  await new Promise<void>((resolve) => webhookForwarder.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(webhookForwarder.address() as AddressInfo).port}`;

  process.env.DATABASE_URL = database.url;
  process.env.AUTH_SECRET = "admin-test-auth-secret-that-is-long-enough";
  process.env.STORAGE_SIGNING_SECRET = "admin-test-storage-secret-long-enough-000";
  process.env.STORAGE_DIR = storageDir;
  process.env.SITE_URL = siteUrl;
  process.env.ADMIN_EMAILS = "boss@reader.test";
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  delete process.env.S3_BUCKET;
  const { seed } = await import("@/prisma/seed");
  const { LocalFileStorage } = await import("@/lib/storage/local");
  await seed(database.prisma, new LocalFileStorage(storageDir, undefined));
  routes = {
    upload: (await import("@/app/api/admin/uploads/[guideId]/[layout]/route")).PUT,
    guides: (await import("@/app/api/admin/guides/route")).GET,
    exportCsv: (await import("@/app/api/admin/orders/export/route")).GET,
    download: (await import("@/app/api/guides/[guideId]/download/route")).GET,
  };
  actions = await import("@/lib/admin/actions");
  devActions = await import("@/lib/admin/dev-actions");
  sales = await import("@/lib/admin/sales");
  // Seeding writes 32 sample PDFs: slow on a busy 2-core machine.
}, 300_000);

afterAll(async () => {
  const { db } = await import("@/lib/db");
  await db().$disconnect();
  await new Promise<void>((resolve) => webhookForwarder?.close(() => resolve()));
  await database?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

beforeEach(() => {
  session.user = null;
  revalidated.length = 0;
});

const person = peopleIn(() => database);
const asAdmin = async () => (session.user = await person(true));

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
async function paidOrder(buyer: SessionUser, guideIds: string[]) {
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
    for (const who of ["visitor", "reader"] as const) {
      session.user = who === "reader" ? await person(false) : null;
      const status = who === "visitor" ? 401 : 403;
      for (const headers of [{}, SPOOFED]) {
        expect((await uploadRequest("power_001", "desktop", PDF("intruder"), headers)).status).toBe(status);
        expect((await routes.guides()).status).toBe(status);
        const csv = await routes.exportCsv(new Request(`${siteUrl}/api/admin/orders/export`, { headers }));
        expect(csv.status).toBe(status);
        expect(await csv.text()).not.toContain("order_id");
      }
      expect(await actions.refundOrder("any")).toMatchObject({ ok: false, status });
      expect(await actions.resendReceipt("any")).toMatchObject({ ok: false, status });
      expect(await devActions.sendTestEmail({ to: "x@reader.test", kind: "basic" })).toMatchObject({ ok: false, status });
      expect(await devActions.sendDirectEmail({ to: "x@reader.test", subject: "s", message: "m" })).toMatchObject({ ok: false, status });
      expect(await devActions.startDiagnosticCheckout()).toMatchObject({ ok: false, status });
    }
    expect(await database.prisma.emailMessage.count({ where: { to: "x@reader.test" } })).toBe(0);
    expect(await database.prisma.sandboxCheckoutSession.count()).toBe(0);
    const after = await storedDesktop("power_001");
    expect(after.bytes?.equals(before.bytes!)).toBe(true);
    expect(after.pdfFileSize).toBe(before.pdfFileSize);
    expect(await database.prisma.adminAuditLog.count()).toBe(0);
  });

  it("refuses a cross-site upload before anything else, even from an admin", async () => {
    await asAdmin();
    const response = await uploadRequest("power_001", "desktop", PDF("cross-site"), { origin: "https://evil.test" });
    expect(response.status).toBe(403);
  });

  it("lets an admin list the guides' files", async () => {
    await asAdmin();
    const response = await routes.guides();
    expect(response.status).toBe(200);
    const body = (await response.json()) as { guides: { id: string; desktop: { present: boolean } }[] };
    expect(body.guides).toHaveLength(16);
    expect(body.guides.every((guide) => guide.desktop.present)).toBe(true);
  });
});

describe("guide PDF uploads", () => {
  it("refuses a non-PDF, an encrypted PDF and an oversize file, and the old file stays", async () => {
    await asAdmin();
    const before = await storedDesktop("power_002");
    const notPdf = await uploadRequest("power_002", "desktop", new Uint8Array(Buffer.from("PK\u0003\u0004 a zip called guide.pdf")));
    expect(notPdf.status).toBe(400);
    expect(await notPdf.json()).toEqual({ error: "Invalid file type", message: "Please upload a PDF file." });

    const encrypted = Buffer.from(PDF("locked")).toString("latin1").replace("trailer << ", "trailer << /Encrypt 9 0 R ");
    const locked = await uploadRequest("power_002", "desktop", new Uint8Array(Buffer.from(encrypted, "latin1")));
    expect(locked.status).toBe(400);
    expect(await locked.json()).toMatchObject({ error: "Encrypted PDF" });

    const huge = new Uint8Array(50 * 1024 * 1024 + 1);
    huge.set(PDF("huge"));
    const tooBig = await uploadRequest("power_002", "desktop", huge);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ error: "File too large" });
    // A body that claims to be small but is not is cut off at the limit too.
    const lying = await routes.upload(
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
    );
    expect(lying.status).toBe(413);

    const after = await storedDesktop("power_002");
    expect(after.bytes?.equals(before.bytes!)).toBe(true);
    expect(after.pdfFileSize).toBe(before.pdfFileSize);
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(await database.prisma.adminAuditLog.count({ where: { target: "power_002:desktop" } })).toBe(0);
  });

  it("answers 404 for an unknown guide or layout", async () => {
    await asAdmin();
    expect((await uploadRequest("power_999", "desktop", PDF("x"))).status).toBe(404);
    expect((await uploadRequest("power_001", "tablet", PDF("x"))).status).toBe(404);
    expect((await uploadRequest("../etc", "desktop", PDF("x"))).status).toBe(404);
  });

  it("replaces the file under guides/{title}_Desktop.pdf, updates size and time, audits it, and owners download the new file", async () => {
    const owner = await person(false);
    await database.prisma.userGuide.create({ data: { userId: owner.id, guideId: "power_003", acquiredVia: "purchase" } });
    const admin = await asAdmin();
    const before = await storedDesktop("power_003");
    const fresh = PDF("the second edition, with a new chapter");
    const response = await uploadRequest("power_003", "desktop", fresh);
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
    expect(audit).toMatchObject([{ userId: admin.id, email: "boss@reader.test", action: "guide.pdf_upload" }]);
    const slug = (await database.prisma.guide.findUniqueOrThrow({ where: { id: "power_003" }, select: { slug: true } })).slug;
    expect(revalidated).toEqual(expect.arrayContaining([`tag:guide:${slug}`, `path:/guides/${slug}`, "path:/admin/guides"]));
    // No temporary file is left behind.
    expect(await database.prisma.guide.count({ where: { pdfStoragePath: { startsWith: "uploads/" } } })).toBe(0);

    // The owner's download link now serves the new bytes.
    session.user = owner;
    const download = await routes.download(new Request(`${siteUrl}/api/guides/power_003/download`, { headers: { accept: "application/json" } }), {
      params: Promise.resolve({ guideId: "power_003" }),
    });
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
    const buyer = await person(false);
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

    await asAdmin();
    const response = await routes.exportCsv(new Request(`${siteUrl}/api/admin/orders/export?from=${query.fromDay}&to=${query.toDay}`));
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
    const refundedOnly = await routes.exportCsv(new Request(`${siteUrl}/api/admin/orders/export?from=${query.fromDay}&to=${query.toDay}&status=refunded`));
    expect((await refundedOnly.text()).trim().split("\r\n")).toHaveLength(2);
  });

  it("the dashboard's today and this month count revenue and orders by payment, refunds by refund day, and programme sign-ups", async () => {
    const buyer = await person(false);
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
    const subscriber = await person(false);
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

  it("quotes formulas away in the CSV", () => {
    const line = sales.orderCsvLine({
      id: "o1",
      kind: "guides",
      status: "paid",
      totalCents: 600,
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
    const bea = await person(false);
    const cal = await person(false);
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
    await asAdmin();
    const csv = await routes.exportCsv(new Request(`${siteUrl}/api/admin/orders/export?q=${encodeURIComponent(number)}`));
    const [header, line] = (await csv.text()).trim().split("\r\n");
    expect(header?.split(",").slice(0, 2)).toEqual(["order_id", "order_number"]);
    expect(line?.split(",").slice(0, 2)).toEqual([first.id, number]);

    // The panel and the audit line name the order by its number and the buyer's e-mail.
    const { getOrderDetail } = await import("@/lib/admin/orders");
    expect(await getOrderDetail(first.id)).toMatchObject({ number, customerEmail: bea.email });
    const answer = await actions.resendReceipt(first.id);
    expect(answer).toMatchObject({ ok: true });
    expect(answer.ok && answer.message).toContain(number);
    const { recentAdminActions } = await import("@/lib/admin/audit");
    const [latest] = await recentAdminActions(1);
    expect(latest).toMatchObject({ action: "order.resend_receipt", target: first.id, order: { number, customerEmail: bea.email } });
  });
});

describe("refunds and receipts from the order panel", () => {
  it("refunds through the sandbox provider: the guides leave the buyer's shelf, once, and it is audited", async () => {
    const buyer = await person(false);
    const order = await paidOrder(buyer, ["motion_001", "motion_002"]);
    expect(order.status).toBe("fulfilled");
    expect(await database.prisma.userGuide.count({ where: { userId: buyer.id, orderId: order.id } })).toBe(2);

    // The buyer cannot refund their own order.
    session.user = buyer;
    expect(await actions.refundOrder(order.id)).toMatchObject({ ok: false, status: 403 });

    const admin = await asAdmin();
    expect(await actions.refundOrder({ id: order.id })).toMatchObject({ ok: false, status: 400 });
    expect(await actions.refundOrder("no_such_order")).toMatchObject({ ok: false, status: 404 });
    expect(await actions.refundOrder(order.id)).toMatchObject({ ok: true });

    const after = await database.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(after).toMatchObject({ status: "refunded", refundedCents: order.totalCents });
    expect(await database.prisma.userGuide.count({ where: { userId: buyer.id, guideId: { in: ["motion_001", "motion_002"] } } })).toBe(0);
    expect(await database.prisma.paymentEvent.count({ where: { type: "charge.refunded", outcome: "refunded" } })).toBeGreaterThanOrEqual(1);
    expect(await actions.refundOrder(order.id)).toMatchObject({ ok: false, status: 409 });
    expect(await database.prisma.adminAuditLog.findMany({ where: { target: order.id }, select: { action: true, userId: true } })).toEqual([
      { action: "order.refund", userId: admin.id },
    ]);
  });

  it("resends the receipt as a new recorded e-mail", async () => {
    const buyer = await person(false);
    const order = await paidOrder(buyer, ["vision_002"]);
    await asAdmin();
    const before = await database.prisma.emailMessage.count({ where: { to: buyer.email, type: "purchase_confirmation" } });
    expect(await actions.resendReceipt(order.id)).toMatchObject({ ok: true });
    expect(await database.prisma.emailMessage.count({ where: { to: buyer.email, type: "purchase_confirmation" } })).toBe(before + 1);
    expect(await database.prisma.adminAuditLog.count({ where: { target: order.id, action: "order.resend_receipt" } })).toBe(1);
  });
});

describe("the developer pages' actions", () => {
  it("send test e-mails with the user name and year filled in and [TEST VALUE] elsewhere, and refuse bad input", async () => {
    await asAdmin();
    expect(await devActions.sendTestEmail({ to: "", kind: "basic" })).toMatchObject({ ok: false, status: 400, message: "Please enter an email address" });
    expect(await devActions.sendTestEmail({ to: "dev@reader.test", kind: "nope" })).toMatchObject({ ok: false, status: 400 });
    expect(await devActions.sendDirectEmail({ to: "dev@reader.test", subject: "", message: "m" })).toMatchObject({
      ok: false,
      message: "Please fill in all fields",
    });

    expect(await devActions.sendTestEmail({ to: "dev@reader.test", kind: "purchase_confirmation" })).toMatchObject({ ok: true });
    const message = await database.prisma.emailMessage.findFirstOrThrow({ where: { to: "dev@reader.test", type: "purchase_confirmation_test" } });
    expect(message.subject.startsWith("[TEST]")).toBe(true);
    expect(message.html).toContain("[TEST VALUE]");
    expect(message.html).toContain("Boss");
    expect(message.html).not.toMatch(/\{\{[A-Z_]+\}\}/);

    expect(await devActions.sendDirectEmail({ to: "dev@reader.test", subject: "Hello <b>", message: "<script>x</script>" })).toMatchObject({ ok: true });
    const direct = await database.prisma.emailMessage.findFirstOrThrow({ where: { to: "dev@reader.test", type: "direct_email" } });
    expect(direct.html).not.toContain("<script>");
    expect(await database.prisma.adminAuditLog.count({ where: { action: { startsWith: "dev." } } })).toBe(2);
  });
});
