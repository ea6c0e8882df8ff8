// No client can lock others out, through the real sign-in action (Auth.js's credentials provider
// inside it) with each browser's cookies and headers handed over at the framework's edge: failures
// from one client never stop another person, and a browser that signed in before (its device
// cookie) keeps getting in while others are throttled; per-address e-mail limits count one inbox
// once, however its address is spelled.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { inBrowser, newBrowser, type Browser } from "../support/next-browsers";
import { shopDatabase, type ShopDatabase } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());

const INVALID = { ok: false, error: "Invalid email or password." };
const TOO_MANY = { ok: false, error: "Too many attempts. Please wait a few minutes and try again." };
const PER_ACCOUNT = 3;
const PER_IP = 6;
const PER_DEVICE = 2;

let shop: ShopDatabase | undefined;
let database: TestDatabase;
let actions: typeof import("@/lib/auth-actions/actions");
let getCurrentUser: typeof import("@/lib/auth/session").getCurrentUser;
let hashPassword: typeof import("@/lib/auth/password").hashPassword;

beforeAll(async () => {
  shop = await shopDatabase({
    AUTH_SECRET: "lockout-test-auth-secret-that-is-long-enough",
    SITE_URL: "http://127.0.0.1:9",
    RATE_LIMIT_SIGNIN_PER_ACCOUNT: String(PER_ACCOUNT),
    RATE_LIMIT_SIGNIN_PER_IP: String(PER_IP),
    RATE_LIMIT_SIGNIN_PER_DEVICE: String(PER_DEVICE),
    RATE_LIMIT_EMAIL_PER_ACCOUNT: "5",
    RATE_LIMIT_SIGNUP_PER_IP: "3",
    RATE_LIMIT_GIFT_CHECKOUT_PER_ACCOUNT: "2",
    TRUST_PROXY: undefined,
    VERCEL: undefined,
  });
  database = shop.database;
  actions = await import("@/lib/auth-actions/actions");
  ({ getCurrentUser } = await import("@/lib/auth/session"));
  ({ hashPassword } = await import("@/lib/auth/password"));
});
afterAll(() => shop?.close());

let counter = 0;
/** A confirmed account with this password. */
async function account(password = "the-right-password") {
  counter += 1;
  const email = `owner-${counter}@lockout.test`;
  return database.prisma.user.create({
    data: { email, firstName: "Olga", emailVerified: new Date(), passwordHash: await hashPassword(password) },
    select: { id: true, email: true },
  });
}

function signIn(browser: Browser, email: string, password: string) {
  return inBrowser(browser, () => actions.signInAction({ email, password }));
}

/** A browser where the owner signed in with the right password, then signed out. */
async function ownersBrowser(email: string, password = "the-right-password"): Promise<Browser> {
  const browser = newBrowser();
  expect(await signIn(browser, email, password)).toEqual({ ok: true, redirectTo: "/shelf" });
  expect(await inBrowser(browser, () => actions.signOutAction())).toEqual({ ok: true });
  expect(await inBrowser(browser, () => getCurrentUser())).toBeNull();
  // Signing out ends the session, not the browser's standing with the account.
  expect(browser.jar.get("ag-device")).toBeTruthy();
  return browser;
}

describe("sign-in without a trusted proxy (the client's address is unknown)", () => {
  it("38 failed sign-ins with made-up addresses from one client do not stop the next person's right password", async () => {
    const attacker = newBrowser();
    for (let attempt = 0; attempt < 38; attempt++) expect(await signIn(attacker, `made-up-${attempt}@nowhere.test`, "guess")).toEqual(INVALID);
    const person = await account();
    const browser = newBrowser();
    expect(await signIn(browser, person.email, "the-right-password")).toEqual({ ok: true, redirectTo: "/shelf" });
    expect(await inBrowser(browser, () => getCurrentUser())).toMatchObject({ email: person.email });
    expect(await database.prisma.rateLimit.count({ where: { key: { startsWith: "sign-in:ip:" } } })).toBe(0);
  });

  it("an attacker fails 50 times on an account: the owner's browser that signed in before gets in, a fresh browser waits", async () => {
    const owner = await account();
    const laptop = await ownersBrowser(owner.email);
    const attacker = newBrowser();
    const answers = [];
    for (let attempt = 0; attempt < 50; attempt++) answers.push(await signIn(attacker, owner.email, `guess-${attempt}`));
    expect(answers.slice(0, PER_ACCOUNT)).toEqual(Array.from({ length: PER_ACCOUNT }, () => INVALID));
    expect(answers.slice(PER_ACCOUNT)).toEqual(Array.from({ length: 50 - PER_ACCOUNT }, () => TOO_MANY));

    expect(await signIn(laptop, owner.email, "the-right-password")).toEqual({ ok: true, redirectTo: "/shelf" });
    expect(await inBrowser(laptop, () => getCurrentUser())).toMatchObject({ email: owner.email });

    const fresh = newBrowser();
    expect(await signIn(fresh, owner.email, "the-right-password")).toEqual(TOO_MANY);
    expect(await inBrowser(fresh, () => getCurrentUser())).toBeNull();
    // The owner signing in does not lift the lock for other clients.
    expect(await signIn(attacker, owner.email, "the-right-password")).toEqual(TOO_MANY);
  });

  it("the owner's browser has a small failure budget of its own, apart from the lock of other clients", async () => {
    const owner = await account();
    const laptop = await ownersBrowser(owner.email);
    for (let attempt = 0; attempt < PER_DEVICE; attempt++) expect(await signIn(laptop, owner.email, "typo")).toEqual(INVALID);
    expect(await signIn(laptop, owner.email, "the-right-password")).toEqual(TOO_MANY);
    // Those failures did not count against the account for other clients.
    expect(await signIn(newBrowser(), owner.email, "the-right-password")).toMatchObject({ ok: true });
  });

  it("a password reset from a fresh browser lets that browser in while the account stays locked for others", async () => {
    const owner = await account();
    for (let attempt = 0; attempt < PER_ACCOUNT + 1; attempt++) await signIn(newBrowser(), owner.email, "guess");
    const phone = newBrowser();
    expect(await signIn(phone, owner.email, "the-right-password")).toEqual(TOO_MANY);
    const { issueToken } = await import("@/lib/auth/tokens");
    const token = await issueToken(owner.id, "password_reset");
    const reset = { token, password: "a-new-password", confirmPassword: "a-new-password" };
    expect(await inBrowser(phone, () => actions.resetPasswordAction(reset))).toEqual({ ok: true });
    expect(await signIn(phone, owner.email, "a-new-password")).toMatchObject({ ok: true });
    expect(await signIn(newBrowser(), owner.email, "a-new-password")).toEqual(TOO_MANY);
  });

  it("a device cookie opens no exemption for another account, nor when forged or altered", async () => {
    const victim = await account();
    const attackersOwn = await account("attackers-password");
    const attacker = await ownersBrowser(attackersOwn.email, "attackers-password");
    for (let attempt = 0; attempt < PER_ACCOUNT; attempt++) expect(await signIn(attacker, victim.email, "guess")).toEqual(INVALID);
    expect(await signIn(attacker, victim.email, "guess")).toEqual(TOO_MANY);

    const issued = attacker.jar.get("ag-device")!;
    const [, device, time, signature] = issued.split(".");
    for (const forged of [`${victim.id}.${device}.${time}.${signature}`, `${victim.id}.${"A".repeat(22)}.${time}.${"A".repeat(43)}`, "garbage"]) {
      const browser = newBrowser();
      browser.jar.set("ag-device", forged);
      expect(await signIn(browser, victim.email, "the-right-password")).toEqual(TOO_MANY);
    }
  });

  it("wrong passwords sent at the same moment get no more checks than the limit", async () => {
    const owner = await account();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, attempt) => signIn(newBrowser(), owner.email, `parallel-${attempt}`)));
    expect(answers.filter((answer) => JSON.stringify(answer) === JSON.stringify(INVALID))).toHaveLength(PER_ACCOUNT);
    expect(answers.filter((answer) => JSON.stringify(answer) === JSON.stringify(TOO_MANY))).toHaveLength(12 - PER_ACCOUNT);
  });
});

describe("sign-in behind a trusted proxy (it appends the client's address to X-Forwarded-For)", () => {
  /** A browser at `address`, having written `written` into its own X-Forwarded-For. */
  const behindProxy = (address: string, written?: string) => newBrowser({ "x-forwarded-for": written ? `${written}, ${address}` : address });

  // The server reads its environment once (env()): fresh copies of the actions trust the proxy.
  let withoutProxy: typeof actions;
  beforeAll(async () => {
    withoutProxy = actions;
    process.env.TRUST_PROXY = "1";
    vi.resetModules();
    actions = await import("@/lib/auth-actions/actions");
  });
  afterAll(() => {
    actions = withoutProxy;
    delete process.env.TRUST_PROXY;
  });

  it("counts failures per client address whatever the client wrote, never successes; other clients keep their own bucket", async () => {
    const answers = [];
    for (let attempt = 0; attempt < PER_IP + 4; attempt++) {
      answers.push(await signIn(behindProxy("203.0.113.9", `198.51.100.${attempt}`), `made-up-${attempt}@proxy.test`, "guess"));
    }
    expect(answers.slice(0, PER_IP)).toEqual(Array.from({ length: PER_IP }, () => INVALID));
    expect(answers.slice(PER_IP)).toEqual(Array.from({ length: 4 }, () => TOO_MANY));

    const neighbour = await account();
    expect(await signIn(behindProxy("203.0.113.10"), neighbour.email, "the-right-password")).toMatchObject({ ok: true });

    // A household signing in many times over does not use its bucket up.
    const regular = await account();
    for (let attempt = 0; attempt < PER_IP + 4; attempt++) {
      expect(await signIn(behindProxy("203.0.113.11"), regular.email, "the-right-password")).toMatchObject({ ok: true });
    }
    expect(await signIn(behindProxy("203.0.113.11"), "made-up@proxy.test", "guess")).toEqual(INVALID);
  });

  it("the owner's browser gets in from the attacker's own address", async () => {
    const owner = await account();
    const laptop = await ownersBrowser(owner.email);
    for (let attempt = 0; attempt < PER_IP + 2; attempt++) await signIn(behindProxy("203.0.113.20"), `x-${attempt}-${owner.email}`, "guess");
    expect(await signIn(behindProxy("203.0.113.20"), owner.email, "the-right-password")).toEqual(TOO_MANY);
    laptop.headers["x-forwarded-for"] = "203.0.113.20";
    expect(await signIn(laptop, owner.email, "the-right-password")).toMatchObject({ ok: true });
  });
});

describe("per-address e-mail limits", () => {
  it("sign-ups for victim+1@, v.i.c.t.i.m@gmail ... share one budget, and the person's own address keeps its own", async () => {
    const signUp = (email: string) => inBrowser(newBrowser(), () => actions.signUpAction({ firstName: "Vic", email, password: "a-good-password" }));
    const spellings = [
      "victim+0@gmail.com",
      "v.ictim@gmail.com",
      "vi.ctim@googlemail.com",
      "victim+3@gmail.com",
      "VIC.TIM+4@Gmail.com",
      "victim+5@gmail.com",
      "vict.im@gmail.com",
    ];
    const answers = [];
    for (const email of spellings) answers.push(await signUp(email));
    expect(answers.slice(0, 5).every((answer) => answer.ok)).toBe(true);
    expect(answers.slice(5)).toEqual([TOO_MANY, TOO_MANY]);

    // The address the person really uses: five of its own, then it waits too.
    const own = [];
    for (let attempt = 0; attempt < 6; attempt++) own.push(await signUp(attempt % 2 === 0 ? "victim@gmail.com" : "Victim@GMAIL.com"));
    expect(own.slice(0, 5).every((answer) => answer.ok)).toBe(true);
    expect(own[5]).toEqual(TOO_MANY);
    // At most two budgets' worth reached the inbox, however it was spelled.
    const sent = await database.prisma.emailMessage.count({ where: { to: { endsWith: "mail.com", mode: "insensitive" } } });
    expect(sent).toBe(10);
  });
});

describe("password resets cannot be blocked by someone else", () => {
  const forgot = (browser: Browser, email: string) => inBrowser(browser, () => actions.requestPasswordResetAction({ email }));
  const resend = (browser: Browser, email: string) => inBrowser(browser, () => actions.resendConfirmationAction({ email }));

  /** The token of the newest reset e-mail to `email`, as the mailbox shows it. */
  async function newestResetToken(email: string): Promise<string> {
    const message = await database.prisma.emailMessage.findFirst({ where: { to: email, type: "auth_reset" }, orderBy: { createdAt: "desc" } });
    const link = /href="([^"]*\/auth\/reset\?[^"]*)"/.exec(message?.html ?? "")?.[1];
    expect(link, `a reset link in the newest e-mail to ${email}`).toBeDefined();
    return new URL(link!.replaceAll("&amp;", "&")).searchParams.get("token")!;
  }

  async function resetWith(browser: Browser, token: string, password: string) {
    return inBrowser(browser, () => actions.resetPasswordAction({ token, password, confirmPassword: password }));
  }

  /** The owner asks for a reset from `browser` and sets `password` from the newest link in the inbox. */
  async function ownerResets(browser: Browser, email: string, password: string) {
    expect(await forgot(browser, email)).toEqual({ ok: true });
    expect(await resetWith(browser, await newestResetToken(email), password)).toEqual({ ok: true });
  }

  it("requests for +tag spellings of a locked owner's inbox send nothing and use up nothing: the owner's reset from a new phone gets them in", async () => {
    const owner = await account();
    for (let attempt = 0; attempt < PER_ACCOUNT + 1; attempt++) await signIn(newBrowser(), owner.email, "guess");
    const [local, domain] = owner.email.split("@");
    const attacker = newBrowser();
    for (let attempt = 0; attempt < 12; attempt++) {
      expect(await forgot(attacker, `${local}+${attempt}@${domain}`)).toEqual({ ok: true });
      expect(await resend(attacker, `${local}+r${attempt}@${domain}`)).toEqual({ ok: true });
    }
    expect(await database.prisma.emailMessage.count({ where: { to: { startsWith: `${local}+` } } })).toBe(0);

    const phone = newBrowser();
    expect(await signIn(phone, owner.email, "the-right-password")).toEqual(TOO_MANY);
    await ownerResets(phone, owner.email, "a-new-password");
    expect(await signIn(phone, owner.email, "a-new-password")).toMatchObject({ ok: true });
    expect(await inBrowser(phone, () => getCurrentUser())).toMatchObject({ email: owner.email });
  });

  it("an account someone made under a +tag spelling of the owner's inbox gets no resets, and cannot use up the owner's", async () => {
    const owner = await account();
    const [local, domain] = owner.email.split("@");
    const decoy = `${local}+1@${domain}`;
    expect(await inBrowser(newBrowser(), () => actions.signUpAction({ firstName: "Mal", email: decoy, password: "a-good-password" }))).toMatchObject({
      ok: true,
    });
    const attacker = newBrowser();
    for (let attempt = 0; attempt < 8; attempt++) expect(await forgot(attacker, decoy)).toEqual({ ok: true });
    expect(await database.prisma.emailMessage.count({ where: { to: decoy, type: "auth_reset" } })).toBe(0);

    const phone = newBrowser();
    await ownerResets(phone, owner.email, "a-fourth-password");
    expect(await signIn(phone, owner.email, "a-fourth-password")).toMatchObject({ ok: true });
  });

  it("resets asked for the owner past the limit answer like an unknown address, send nothing, and leave the newest link working", async () => {
    const owner = await account();
    const attacker = newBrowser();
    const answers = [];
    for (let attempt = 0; attempt < 8; attempt++) answers.push(await forgot(attacker, owner.email));
    expect(answers).toEqual(Array.from({ length: 8 }, () => ({ ok: true })));
    expect(await forgot(attacker, "nobody-here@lockout.test")).toEqual({ ok: true });
    expect(await database.prisma.emailMessage.count({ where: { to: owner.email, type: "auth_reset" } })).toBe(5);
    expect(await database.prisma.oneTimeToken.count({ where: { userId: owner.id, purpose: "password_reset" } })).toBe(5);

    const phone = newBrowser();
    await ownerResets(phone, owner.email, "another-new-password");
    expect(await signIn(phone, owner.email, "another-new-password")).toMatchObject({ ok: true });
  });

  it("sign-ups for +tag spellings of the owner's inbox (each a real e-mail to it) do not use up the owner's reset", async () => {
    const owner = await account();
    const [local, domain] = owner.email.split("@");
    const answers = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      answers.push(
        await inBrowser(newBrowser(), () => actions.signUpAction({ firstName: "Mal", email: `${local}+${attempt}@${domain}`, password: "a-good-password" })),
      );
    }
    expect(answers.slice(5)).toEqual([TOO_MANY, TOO_MANY]);
    const phone = newBrowser();
    await ownerResets(phone, owner.email, "a-third-password");
  });
});

describe("gift checkouts of a signed-in customer", () => {
  it("are limited per account: over the limit, no further pending order", async () => {
    const customer = await account();
    const browser = newBrowser();
    expect(await signIn(browser, customer.email, "the-right-password")).toMatchObject({ ok: true });
    const { startGiftCheckoutAction } = await import("@/lib/gifts/actions");
    const { calendarDateIn } = await import("@/lib/gifts/delivery-time");
    const gift = (attempt: number) => ({
      timeZone: "UTC",
      guideId: null,
      details: {
        giverName: "Olga",
        giverEmail: customer.email,
        recipientEmail: `friend-${attempt}@gift.test`,
        deliveryDate: calendarDateIn("UTC", new Date()),
      },
    });
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt++) answers.push(await inBrowser(browser, () => startGiftCheckoutAction(gift(attempt))));
    expect(answers.map((answer) => answer.ok)).toEqual([true, true, false, false]);
    expect(answers[3]).toEqual(TOO_MANY);
    expect(await database.prisma.order.count({ where: { userId: customer.id } })).toBe(2);
  });
});
