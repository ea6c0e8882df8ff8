// The built-in e-mails as their recipients get them (the recorded outbox message): the purchase
// receipt with and without its stored template, the completion e-mail, a contact-form message to
// support and its acknowledgement to the sender, and the developer pages' sends. A hostile name or message arrives as text, never markup.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { inBrowser, newBrowser } from "../support/next-browsers";
import { signedInPerson } from "../support/sign-in";
import { sessionEvent, webhookRequest } from "../support/payment-events";
import { confirmedBuyer, seededShop, type Shop } from "../support/shop";
import { formatPrice } from "@/lib/money";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());

const SITE_URL = "http://127.0.0.1:9";
const HOSTILE = `<img src=x onerror="alert(1)">Eve</b>`;

let shop: Shop | undefined;
let database: TestDatabase;
let POST: (request: Request) => Promise<Response>;
let secret: string;

beforeAll(async () => {
  shop = await seededShop("built-in-emails", {
    AUTH_SECRET: "built-in-emails-secret-that-is-long-enough",
    SITE_URL,
    SUPPORT_EMAIL: "support@shop.test",
    ADMIN_EMAILS: "boss@reader.test",
  });
  database = shop.database;
  ({ POST } = await import("@/app/api/webhooks/stripe/route"));
  secret = (await import("@/lib/payments")).sandboxWebhookSecret();
});

afterAll(() => shop?.close());

let counter = 0;
async function paidOrder(guideIds: string[], name: string) {
  counter += 1;
  const user = await confirmedBuyer(database.prisma, "reader", name);
  const { createGuideCheckout } = await import("@/lib/checkout/create");
  const started = await createGuideCheckout(user, { guideIds, promoCode: null });
  if (!started.ok) throw new Error(started.error);
  const order = await database.prisma.order.findUniqueOrThrow({ where: { id: started.orderId } });
  const response = await POST(
    webhookRequest(sessionEvent("checkout.session.completed", order, order.checkoutSessionId!, "paid", `pi_receipt_${counter}`), secret),
  );
  expect(await response.json()).toMatchObject({ result: "fulfilled" });
  const receipt = await database.prisma.emailMessage.findUniqueOrThrow({ where: { dedupeKey: `purchase:${order.id}` } });
  const { orderNumber } = await import("@/lib/fulfilment/order-number");
  return { receipt, order, number: orderNumber(order.id) };
}

const guides = (ids: string[]) => database.prisma.guide.findMany({ where: { id: { in: ids } }, select: { id: true, title: true, priceCents: true } });
const setTemplate = (code: string, isActive: boolean) => database.prisma.emailTemplate.update({ where: { code }, data: { isActive } });

describe("the purchase receipt", () => {
  it("built in (no stored template): the guides, their prices and download links, the order number and the shelf, in HTML and text", async () => {
    await setTemplate("purchase_confirmation", false);
    try {
      const ids = ["power_001", "vision_002"];
      const { receipt, number } = await paidOrder(ids, HOSTILE);
      expect(receipt.subject).toBe("Your guides are on your shelf");
      for (const part of [receipt.html, receipt.text!]) {
        expect(part).toContain(`Thank you for your purchase. Order number: ${number}`);
        expect(part).toContain("Your 2 guides are on your shelf now, ready to read online or download.");
        for (const guide of await guides(ids)) expect(part).toContain(`${guide.title}: ${formatPrice(guide.priceCents)}`);
      }
      for (const id of ids) {
        expect(receipt.html).toContain(`href="${SITE_URL}/api/guides/${id}/download"`);
        expect(receipt.html).toContain(`href="${SITE_URL}/api/guides/${id}/download?format=mobile"`);
      }
      expect(receipt.html).toContain(`href="${SITE_URL}/shelf"`);
      expect(receipt.text).toContain("Open your shelf");
      // Each guide's purchase message is inside, once.
      expect(receipt.html.split("A guide from the Power strand")).toHaveLength(2);
      // The shared frame: the wordmark and the footer of every other e-mail.
      expect(receipt.html).toContain("You are receiving this e-mail because you have an account at");
    } finally {
      await setTemplate("purchase_confirmation", true);
    }
  });

  it("from the stored template: the list of guides with their download links is rendered into it, escaped", async () => {
    const [guide] = await guides(["motion_001"]);
    await database.prisma.guide.update({ where: { id: guide!.id }, data: { title: `${guide!.title} <i>&</i>` } });
    try {
      const { receipt, number } = await paidOrder([guide!.id], HOSTILE);
      expect(receipt.html).toContain(number);
      expect(receipt.html).toContain(`href="${SITE_URL}/api/guides/${guide!.id}/download?format=mobile"`);
      expect(receipt.text).toContain(`${guide!.title} <i>&</i>`);
      expect(receipt.html).toContain(`${guide!.title} &lt;i&gt;&amp;&lt;/i&gt;`);
      expect(receipt.html).not.toContain("<i>&</i>");
    } finally {
      await database.prisma.guide.update({ where: { id: guide!.id }, data: { title: guide!.title } });
    }
  });
});

describe("the completion e-mail", () => {
  it("built in: a hostile name arrives as text, with the shelf link and a one-line subject", async () => {
    await setTemplate("completion_all_guides", false);
    try {
      const user = await database.prisma.user.create({ data: { email: "collector@shop.test", displayName: HOSTILE, emailVerified: new Date() } });
      const released = await database.prisma.guide.findMany({ where: { released: true }, select: { id: true } });
      await database.prisma.userGuide.createMany({ data: released.map((guide) => ({ userId: user.id, guideId: guide.id, acquiredVia: "purchase" as const })) });
      const { sendCompletionEmailIfComplete } = await import("@/lib/shelf/completion");
      expect(await sendCompletionEmailIfComplete(user.id)).toBe(true);
      const message = await database.prisma.emailMessage.findFirstOrThrow({ where: { to: user.email, type: "completion_all_guides" } });
      expect(message.subject).toBe("You now own every Atomic Guides guide");
      expect(message.html).toContain("Your shelf now holds every guide we have written. Thank you for reading with us.");
      expect(message.html).toContain(`href="${SITE_URL}/shelf"`);
      expect(message.html).not.toContain("<img src=x");
      expect(message.html).toContain("&lt;img src=x");
      expect(message.text).toContain(`Hi ${HOSTILE},`);
    } finally {
      await setTemplate("completion_all_guides", true);
    }
  });
});

describe("a contact-form message to support", () => {
  it("names the sender and keeps the message's lines; markup in them arrives as text", async () => {
    const { sendContactMessage } = await import("@/lib/contact/actions");
    const form = new FormData();
    form.set("name", HOSTILE);
    form.set("email", "eve@shop.test");
    form.set("message", "First line\n<script>alert(1)</script>\nThird line");
    expect(await inBrowser(newBrowser({ "x-forwarded-for": "203.0.113.7" }), () => sendContactMessage({ ok: true, sent: false }, form))).toEqual({
      ok: true,
      sent: true,
    });
    const message = await database.prisma.emailMessage.findFirstOrThrow({ where: { to: "support@shop.test", type: "contact_message" } });
    expect(message.subject).toBe(`Contact form: ${HOSTILE}`);
    expect(message.html).not.toContain("<script>");
    expect(message.html).not.toContain("<img src=x");
    expect(message.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(message.text).toContain(`From: ${HOSTILE} <eve@shop.test>`);
    expect(message.text).toContain("First line\n<script>alert(1)</script>\nThird line");
  });
});

describe("the acknowledgement to whoever wrote through the contact form", () => {
  const send = async (fields: Record<string, string>) => {
    const { sendContactMessage } = await import("@/lib/contact/actions");
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    return inBrowser(newBrowser({ "x-forwarded-for": "203.0.113.8" }), () => sendContactMessage({ ok: true, sent: false }, form));
  };
  const acknowledgements = (to: string) =>
    database.prisma.emailMessage.findMany({ where: { to, type: "contact_acknowledgement" }, select: { subject: true, html: true, text: true } });

  it("one e-mail per accepted message, carrying nothing the writer typed (the address is not proven)", async () => {
    const message = "Win a prize at https://spam.example\n<script>alert(1)</script>\nThanks";
    expect(await send({ name: HOSTILE, email: "Writer@Shop.test", message })).toEqual({ ok: true, sent: true });
    const [ack, ...more] = await acknowledgements("writer@shop.test");
    expect(more).toEqual([]);
    expect(ack!.subject).toBe("We got your message");
    expect(ack!.html).toMatch(/<h1[^>]*>We got your message<\/h1>/);
    expect(ack!.text).toContain("Hello,");
    expect(ack!.text).toContain("Your message has reached our support team");
    for (const typed of [HOSTILE, "spam.example", "alert(1)"]) {
      expect(ack!.text).not.toContain(typed);
      expect(ack!.html).not.toContain(typed);
    }
  });

  it("none for an invalid message; past the sender's limit support still gets every message, the address no more acknowledgements", async () => {
    expect(await send({ name: "Ivy", email: "not-an-address", message: "A message long enough" })).toMatchObject({ ok: false });
    expect(await send({ name: "Ivy", email: "ivy@shop.test", message: "short" })).toMatchObject({ ok: false });
    expect(await acknowledgements("ivy@shop.test")).toEqual([]);

    // Three a window per sender address: the fourth message is taken, and acknowledged by nobody.
    const results = [];
    for (let index = 1; index <= 4; index += 1)
      results.push(await send({ name: "Ivy", email: "ivy@shop.test", message: `Message number ${index} for support` }));
    expect(results).toEqual(Array.from({ length: 4 }, () => ({ ok: true, sent: true })));
    expect(await acknowledgements("ivy@shop.test")).toHaveLength(3);
    expect(await database.prisma.contactMessage.count({ where: { email: "ivy@shop.test" } })).toBe(4);
    const toSupport = await database.prisma.emailMessage.findMany({
      where: { type: "contact_message", text: { contains: "<ivy@shop.test>" } },
      select: { text: true },
    });
    expect(toSupport.filter((email) => email.text?.includes("Message number 4"))).toHaveLength(1);
  });
});

describe("the developer pages' sends", () => {
  it("the basic test and a direct message: their wording, the sender, markup as text, one-line subjects", async () => {
    const admin = await signedInPerson(database.prisma, { email: "boss@reader.test", firstName: "Boss" });
    const devActions = await import("@/lib/admin/dev-actions");
    expect(await inBrowser(admin.browser, () => devActions.sendTestEmail({ to: "dev@reader.test", kind: "basic" }))).toMatchObject({ ok: true });
    const basic = await database.prisma.emailMessage.findFirstOrThrow({ where: { to: "dev@reader.test", type: "basic_test" } });
    expect(basic.subject).toBe("[TEST] Atomic Guides test e-mail");
    expect(basic.text).toContain("This is a test e-mail from Atomic Guides, sent by boss@reader.test.");

    expect(
      await inBrowser(admin.browser, () =>
        devActions.sendDirectEmail({ to: "dev@reader.test", subject: "Hello\r\nBcc: x@y.test", message: "One\n<b>two</b>" }),
      ),
    ).toMatchObject({ ok: true });
    const direct = await database.prisma.emailMessage.findFirstOrThrow({ where: { to: "dev@reader.test", type: "direct_email" } });
    expect(direct.subject).toBe("Hello Bcc: x@y.test");
    expect(direct.html).toContain("One<br/>&lt;b&gt;two&lt;/b&gt;");
    expect(direct.text).toContain("One\n<b>two</b>");
  });
});
