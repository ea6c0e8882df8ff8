// A database outage, cut at the network edge (a relay between the app and its database), while a
// person signs up, opens a confirmation link, buys while signed in, or comes back from paying. Nothing may be half written,
// nobody is told a lie ("link expired", "please sign in", "wrong password"), every link still works
// once the database is back, and work left undone is picked up by the scheduled job.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rm } from "node:fs/promises";
import { createTestDatabase, seededStorageDir, type TestDatabase } from "../support/database";
import { relayWithOutages, type DatabaseOutage } from "../support/database-outage";
import { inBrowser, newBrowser, type Browser } from "../support/next-browsers";
import { markSessionPaid } from "../support/payment-events";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());

let database: TestDatabase;
let storageDir: string | undefined;
let outage: DatabaseOutage;
let actions: typeof import("@/lib/auth-actions/actions");
let checkout: typeof import("@/lib/checkout/actions");
let session: typeof import("@/lib/auth/session");
let result: typeof import("@/lib/checkout/result");
const saved = { ...process.env };

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  // A server's copy of the seeded template has the catalogue; an embedded database is seeded here.
  if (database.kind === "pglite") {
    storageDir = await seededStorageDir("outage");
    const { seed } = await import("@/prisma/seed");
    const { LocalFileStorage } = await import("@/lib/storage/local");
    await seed(database.prisma, new LocalFileStorage(storageDir, undefined));
  }
  outage = await relayWithOutages(database.url);
  process.env.DATABASE_URL = outage.url;
  process.env.AUTH_SECRET = "outage-test-auth-secret-that-is-long-enough";
  process.env.SITE_URL = "http://127.0.0.1:9";
  process.env.RATE_LIMIT_SIGNUP_PER_IP = "1000";
  delete process.env.TRUST_PROXY;
  delete process.env.VERCEL;
  actions = await import("@/lib/auth-actions/actions");
  checkout = await import("@/lib/checkout/actions");
  session = await import("@/lib/auth/session");
  result = await import("@/lib/checkout/result");
});

afterAll(async () => {
  process.env = saved;
  await outage?.close();
  await database?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

let counter = 0;
function address(): string {
  counter += 1;
  return `olive-${counter}@outage.test`;
}

async function whileDown<T>(step: () => Promise<T>): Promise<T> {
  outage.cut();
  try {
    return await step();
  } finally {
    outage.restore();
  }
}

function signUp(browser: Browser, email: string) {
  return inBrowser(browser, () => actions.signUpAction({ firstName: "Olive", email, password: "olives-password" }));
}

async function confirmationToken(email: string): Promise<string> {
  const message = await database.prisma.emailMessage.findFirstOrThrow({ where: { to: email, type: "auth_signup" }, orderBy: { createdAt: "desc" } });
  const link = /href="([^"]*\/auth\/confirm\?[^"]*)"/.exec(message.html)?.[1] ?? "";
  return new URL(link.replaceAll("&amp;", "&")).searchParams.get("token") ?? "";
}

describe("a database outage", () => {
  it("during a sign-up: the person is told something went wrong and no account exists without its confirmation e-mail", async () => {
    const email = address();
    expect(await whileDown(() => signUp(newBrowser(), email))).toEqual({ ok: false, code: "unavailable", error: session.SOMETHING_WENT_WRONG });
    expect(await database.prisma.user.count({ where: { email } })).toBe(0);
    // Once it is back, the same sign-up goes through whole: the account with its e-mail.
    expect(await signUp(newBrowser(), email)).toEqual({ ok: true, emailFailed: false });
    expect(await database.prisma.emailMessage.count({ where: { to: email, type: "auth_signup", status: "sent" } })).toBe(1);
  });

  it("a confirmation e-mail whose sending was cut off after the account was written is sent by the scheduled job", async () => {
    const email = address();
    const { recordSignUp } = await import("@/lib/auth/sign-up");
    const { retryDueEmails, SENDING_LEASE_MS } = await import("@/lib/email/send");
    // The transaction commits; the process stops before sending (nothing calls sendRecordedEmail).
    await recordSignUp(
      { email, firstName: "Olive", passwordHash: "x", signupKeyHash: "y", marketingEmails: false, token: "t".repeat(43) },
      { to: email, type: "auth_signup", subject: "Confirm", html: "<p>confirm</p>" },
    );
    const row = await database.prisma.emailMessage.findFirstOrThrow({ where: { to: email }, select: { id: true, status: true } });
    expect(row.status).toBe("sending");
    // Its sending lease runs out (as if SENDING_LEASE_MS had passed); the scheduled job's retry sends it.
    await database.prisma.emailMessage.update({ where: { id: row.id }, data: { nextAttemptAt: new Date(Date.now() - SENDING_LEASE_MS) } });
    const results = await retryDueEmails();
    expect(results).toContainEqual({ id: row.id, status: "sent" });
    expect(await database.prisma.emailMessage.findUniqueOrThrow({ where: { id: row.id }, select: { status: true } })).toEqual({ status: "sent" });
  });

  it("while a confirmation link is opened: 'something went wrong', never 'expired', and the same link works afterwards", async () => {
    const email = address();
    const laptop = newBrowser();
    await signUp(laptop, email);
    const token = await confirmationToken(email);
    const down = await whileDown(() => inBrowser(laptop, () => actions.confirmEmailAction(token)));
    expect(down).toEqual({ ok: false, code: "unavailable", error: session.SOMETHING_WENT_WRONG });
    expect(await database.prisma.user.findUniqueOrThrow({ where: { email }, select: { emailVerified: true } })).toEqual({ emailVerified: null });
    expect(await inBrowser(laptop, () => actions.confirmEmailAction(token))).toEqual({ ok: true, redirectTo: "/?type=signup&confirmed=1" });
    expect(await inBrowser(laptop, () => session.getCurrentUser())).toMatchObject({ email });
  });

  it("while a signed-in customer buys or signs in: told something went wrong, never to sign in, and still signed in afterwards", async () => {
    const email = address();
    const browser = newBrowser();
    await signUp(browser, email);
    await inBrowser(browser, async () => actions.confirmEmailAction(await confirmationToken(email)));
    expect(await inBrowser(browser, () => session.getCurrentUser())).toMatchObject({ email });

    const buying = await whileDown(() => inBrowser(browser, () => checkout.startGuideCheckoutAction({ guideIds: ["power_001"] })));
    expect(buying).toEqual({ ok: false, code: "unavailable", error: session.SOMETHING_WENT_WRONG });
    const signingIn = await whileDown(() => inBrowser(newBrowser(), () => actions.signInAction({ email, password: "olives-password" })));
    expect(signingIn).toEqual({ ok: false, code: "unavailable", error: session.SOMETHING_WENT_WRONG });

    // The session cookie was kept, and the person is still signed in once the database is back.
    expect(await inBrowser(browser, () => session.getCurrentUser())).toMatchObject({ email });
  });

  it("on a paid buyer's success page: the payment is safe and the receipt comes by e-mail, never 'unable to load'; trying again once it is back shows the order", async () => {
    const email = address();
    const browser = newBrowser();
    await signUp(browser, email);
    await inBrowser(browser, async () => actions.confirmEmailAction(await confirmationToken(email)));
    const started = await inBrowser(browser, () => checkout.startGuideCheckoutAction({ guideIds: ["power_002"] }));
    const sessionId = /cs_sandbox_[0-9a-f]{24}/.exec(started.ok ? started.url : "")?.[0] ?? "";
    expect(sessionId).not.toBe("");
    // Paid at the provider; the shop has not heard of it yet when the database goes.
    await markSessionPaid(database.prisma, sessionId, "pi_outage_success_page");
    const safe = {
      ok: false,
      state: "unavailable",
      title: "Your payment is safe",
      message:
        "We could not load your order just now. Nothing is lost: your receipt will come by e-mail once your order is confirmed. You can also try again in a moment.",
      orderNumber: null,
    };
    // Whether the session cannot be checked, or the order cannot be read.
    expect(await whileDown(() => inBrowser(browser, () => result.checkoutSuccessFor(sessionId)))).toEqual(safe);
    const { id: userId } = await database.prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
    expect(await whileDown(() => result.checkoutResultFor(userId, sessionId))).toEqual(safe);

    expect(await inBrowser(browser, () => result.checkoutSuccessFor(sessionId))).toMatchObject({ ok: true, guides: [{ id: "power_002" }] });
    expect(await database.prisma.emailMessage.count({ where: { to: email, type: "purchase_confirmation" } })).toBe(1);
  });
});
