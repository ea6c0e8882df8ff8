// The contact form's action (lib/contact/actions.ts), called as the page's form posts it: a message
// is recorded and e-mailed to support; malformed input gets the form's messages and records
// nothing; each sender address gets a limited number of acknowledgements, also when the form is
// sent several times at once, while every message reaches support. The form belongs to nobody: visitors and signed-in people send it alike.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { formData, inBrowser, newBrowser, type Browser } from "../support/next-browsers";
import { signedInPerson } from "../support/sign-in";
import { shopDatabase, type ShopDatabase } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());

const SUPPORT = "support@shop.test";

let shop: ShopDatabase | undefined;
let database: TestDatabase;
let sendContactMessage: typeof import("@/lib/contact/actions").sendContactMessage;

beforeAll(async () => {
  shop = await shopDatabase({
    AUTH_SECRET: "contact-actions-secret-that-is-long-enough",
    SITE_URL: "http://127.0.0.1:9",
    SUPPORT_EMAIL: SUPPORT,
    RATE_LIMIT_CONTACT_PER_SENDER: "2",
    TRUST_PROXY: undefined,
    RESEND_API_KEY: undefined,
  });
  database = shop.database;
  ({ sendContactMessage } = await import("@/lib/contact/actions"));
});

afterAll(() => shop?.close());

function send(fields: Record<string, string>, browser: Browser = newBrowser()) {
  return inBrowser(browser, () => sendContactMessage({ ok: true, sent: false }, formData(fields)));
}

/** What the form leaves behind for this sender: recorded messages and e-mails to support. */
async function traces(email: string) {
  const [messages, emails] = await Promise.all([
    database.prisma.contactMessage.findMany({ where: { email }, select: { name: true, email: true, message: true } }),
    database.prisma.emailMessage.count({ where: { to: SUPPORT, type: "contact_message", text: { contains: `<${email}>` } } }),
  ]);
  return { messages, emails };
}

describe("the contact form", () => {
  it("records the message, trimmed and with the address in lower case, and e-mails it to support", async () => {
    expect(await send({ name: "  Ada  ", email: " Ada@Reader.TEST ", message: "  Where is my receipt, please?  " })).toEqual({ ok: true, sent: true });
    expect(await traces("ada@reader.test")).toEqual({
      messages: [{ name: "Ada", email: "ada@reader.test", message: "Where is my receipt, please?" }],
      emails: 1,
    });
    const email = await database.prisma.emailMessage.findFirstOrThrow({ where: { to: SUPPORT, type: "contact_message" } });
    expect(email.subject).toBe("Contact form: Ada");
  });

  it("is the same form for a signed-in person: the sender is the address typed, not the session's", async () => {
    const reader = await signedInPerson(database.prisma);
    expect(await send({ name: "Bo", email: "bo@reader.test", message: "A question about gifts." }, reader.browser)).toEqual({ ok: true, sent: true });
    expect((await traces("bo@reader.test")).messages).toHaveLength(1);
    expect((await traces(reader.email)).messages).toHaveLength(0);
  });

  it("answers malformed input with the fields' messages and records nothing", async () => {
    const before = { messages: await database.prisma.contactMessage.count(), emails: await database.prisma.emailMessage.count() };
    expect(await send({})).toEqual({
      ok: false,
      error: "Please check the highlighted fields.",
      fields: {
        name: "Please enter your name",
        email: "Please enter a valid email address",
        message: "Please write a message of at least 10 characters",
      },
    });
    expect(await send({ name: "Cy", email: "not an address", message: "short" })).toMatchObject({
      fields: { email: "Please enter a valid email address", message: "Please write a message of at least 10 characters" },
    });
    expect(await send({ name: "x".repeat(101), email: "cy@reader.test", message: "y".repeat(5001) })).toMatchObject({
      fields: { name: "Please keep your name under 100 characters", message: "Please keep your message under 5000 characters" },
    });
    // A hand-made call with JSON instead of the form's data.
    const json = await inBrowser(newBrowser(), () =>
      sendContactMessage({ ok: true, sent: false }, { name: "Cy", email: "cy@reader.test", message: "A long enough message." }),
    );
    expect(json).toEqual({ ok: false, error: "Please fill in the contact form and send it again." });
    expect(await database.prisma.contactMessage.count()).toBe(before.messages);
    expect(await database.prisma.emailMessage.count()).toBe(before.emails);
    // Refused input did not count against the sender: the limit still allows two messages.
    for (let index = 0; index < 2; index++)
      expect(await send({ name: "Cy", email: "cy@reader.test", message: `Message number ${index}.` })).toEqual({ ok: true, sent: true });
  });

  it("acknowledges each sender address a limited number of times, also when the form is sent several times at once, yet every message reaches support", async () => {
    const fields = { name: "Di", email: "di@reader.test", message: "Sent in a hurry, three times." };
    const results = await Promise.all([send(fields), send(fields), send(fields)]);
    expect(results).toEqual([
      { ok: true, sent: true },
      { ok: true, sent: true },
      { ok: true, sent: true },
    ]);
    expect(await traces("di@reader.test")).toMatchObject({ emails: 3 });
    const acknowledgements = () => database.prisma.emailMessage.count({ where: { to: "di@reader.test", type: "contact_acknowledgement" } });
    expect(await acknowledgements()).toBe(2);
    // The address is one sender however it is written; someone writing under it cannot keep the owner's message from support.
    expect(await send({ ...fields, email: "DI@reader.test", message: "It is really me, the owner." })).toEqual({ ok: true, sent: true });
    expect((await traces("di@reader.test")).messages).toHaveLength(4);
    expect(await acknowledgements()).toBe(2);
    expect(await send({ ...fields, email: "eve@reader.test" })).toEqual({ ok: true, sent: true });
    expect(await database.prisma.emailMessage.count({ where: { to: "eve@reader.test", type: "contact_acknowledgement" } })).toBe(1);
  });
});
