// Two sign-ups for one unconfirmed address, through the real server actions (sign-up, the
// confirmation link, sign-in, setting a password), each "browser" with its own cookie jar as
// Next.js hands it to server code. Whoever signs up first, a password chosen by someone who never
// held the mailbox must not survive the confirmation; a person who signs up twice is not locked
// out; a single sign-up keeps its password wherever the link is opened; the limits still apply.
import { AsyncLocalStorage } from "node:async_hooks";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/database";

const SECRET = "signup-test-auth-secret-that-is-long-enough";
const SITE_URL = "http://127.0.0.1:9";
// What Next.js puts on every request it hands to server code (Auth.js picks the cookie name by it).
const NEXT_HEADERS = { host: "127.0.0.1:9", "x-forwarded-proto": "http" };
const INVALID = "Invalid email or password.";

/** A browser: its cookies, sent with every request it makes and updated by every answer. */
type Browser = { jar: Map<string, string> };
// The browser of the request in progress, per async call chain (two requests may run at once).
const requests = new AsyncLocalStorage<Browser>();
function currentJar(): Map<string, string> {
  const browser = requests.getStore();
  if (!browser) throw new Error("server code ran outside a browser's request");
  return browser.jar;
}

type CookieOptions = { maxAge?: number; expires?: Date | number };
function setCookie(name: string, value: string, options?: CookieOptions) {
  const expired = options?.maxAge === 0 || (options?.expires !== undefined && new Date(options.expires).getTime() <= Date.now());
  if (expired || value === "") currentJar().delete(name);
  else currentJar().set(name, value);
}

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", () => ({
  headers: async () =>
    new Headers({
      ...NEXT_HEADERS,
      cookie: [...currentJar()].map(([name, value]) => `${name}=${value}`).join("; "),
    }),
  cookies: async () => ({
    set: (nameOrCookie: string | ({ name: string; value: string } & CookieOptions), value?: string, options?: CookieOptions) =>
      typeof nameOrCookie === "string" ? setCookie(nameOrCookie, value ?? "", options) : setCookie(nameOrCookie.name, nameOrCookie.value, nameOrCookie),
    get: (name: string) => (currentJar().has(name) ? { name, value: currentJar().get(name) } : undefined),
    getAll: () => [...currentJar()].map(([name, value]) => ({ name, value })),
    has: (name: string) => currentJar().has(name),
    delete: (name: string) => currentJar().delete(name),
  }),
}));

let database: TestDatabase;
let actions: typeof import("@/lib/auth/actions");
let getCurrentUser: typeof import("@/lib/auth/session").getCurrentUser;
const saved = { ...process.env };

beforeAll(async () => {
  database = await createTestDatabase();
  process.env.DATABASE_URL = database.url;
  process.env.AUTH_SECRET = SECRET;
  process.env.SITE_URL = SITE_URL;
  process.env.RATE_LIMIT_SIGNUP_PER_IP = "1000";
  process.env.RATE_LIMIT_SIGNIN_PER_IP = "1000";
  process.env.RATE_LIMIT_RESET_PER_IP = "1000";
  process.env.RATE_LIMIT_EMAIL_PER_ACCOUNT = "5";
  delete process.env.TRUST_PROXY;
  delete process.env.VERCEL;
  actions = await import("@/lib/auth/actions");
  ({ getCurrentUser } = await import("@/lib/auth/session"));
});

afterAll(async () => {
  process.env = saved;
  await database?.close();
});

function newBrowser(): Browser {
  return { jar: new Map() };
}

/** Runs `step` as a request from `browser`. */
function inBrowser<T>(browser: Browser, step: () => Promise<T>): Promise<T> {
  return requests.run(browser, step);
}

let counter = 0;
function address(): string {
  counter += 1;
  return `carol-${counter}@signup.test`;
}

function signUp(browser: Browser, email: string, firstName: string, password: string) {
  return inBrowser(browser, () => actions.signUpAction({ firstName, email, password }));
}

/** The token of the newest confirmation e-mail to `email`, as the mailbox shows it. */
async function newestConfirmationToken(email: string): Promise<string> {
  const message = await database.prisma.emailMessage.findFirst({ where: { to: email, type: "auth_signup" }, orderBy: { createdAt: "desc" } });
  const link = /href="([^"]*\/auth\/confirm\?[^"]*)"/.exec(message?.html ?? "")?.[1];
  expect(link, `a confirmation link in the newest e-mail to ${email}`).toBeDefined();
  const token = new URL(link!.replaceAll("&amp;", "&")).searchParams.get("token");
  expect(token).toBeTruthy();
  return token!;
}

async function confirm(browser: Browser, token: string) {
  return inBrowser(browser, () => actions.confirmEmailAction(token));
}

/** Signs in from a browser of its own, as anyone could try. */
async function signsIn(email: string, password: string) {
  return inBrowser(newBrowser(), () => actions.signInAction({ email, password }));
}

async function whoIs(browser: Browser) {
  return inBrowser(browser, () => getCurrentUser());
}

async function account(email: string) {
  return database.prisma.user.findUniqueOrThrow({
    where: { email },
    select: { id: true, firstName: true, emailVerified: true, passwordHash: true, signupContested: true, signupKeyHash: true },
  });
}

describe("a second sign-up for an unconfirmed address from another browser", () => {
  it("attacker second: carol confirms from the newest link; neither password signs in, carol is signed in and chooses her own", async () => {
    const email = address();
    const carol = newBrowser();
    const mallory = newBrowser();
    expect(await signUp(carol, email, "Carol", "carols-own-password")).toEqual({ ok: true, emailFailed: false });
    expect(await signUp(mallory, email, "Mallory", "mallorys-password")).toEqual({ ok: true, emailFailed: false });
    expect(await account(email)).toMatchObject({ emailVerified: null, signupContested: true });

    const confirmed = await confirm(carol, await newestConfirmationToken(email));
    expect(confirmed).toMatchObject({ ok: true, passwordCleared: true });
    if (!confirmed.ok) throw new Error("not confirmed");
    // She is signed in by the link she opened.
    expect(await whoIs(carol)).toMatchObject({ email });
    expect(await account(email)).toMatchObject({ passwordHash: null, signupContested: false, signupKeyHash: null });
    expect((await account(email)).emailVerified).not.toBeNull();

    expect(await signsIn(email, "mallorys-password")).toEqual({ ok: false, error: INVALID });
    expect(await signsIn(email, "carols-own-password")).toEqual({ ok: false, error: INVALID });

    // The confirmation sends her to the set-password form with a live link of her own.
    const target = new URL(confirmed.redirectTo, SITE_URL);
    expect(target.pathname).toBe("/auth/reset");
    expect(target.searchParams.get("reason")).toBe("signup-contested");
    const resetToken = target.searchParams.get("token")!;
    const set = await inBrowser(carol, () =>
      actions.resetPasswordAction({ token: resetToken, password: "carols-new-password", confirmPassword: "carols-new-password" }),
    );
    expect(set).toEqual({ ok: true });
    expect(await signsIn(email, "carols-new-password")).toMatchObject({ ok: true });
    expect(await signsIn(email, "mallorys-password")).toEqual({ ok: false, error: INVALID });
    // Mallory's browser, which never held the mailbox, has no way in.
    expect(await whoIs(mallory)).toBeNull();
  });

  it("attacker first, owner confirming on another device: neither password signs in, the owner is signed in", async () => {
    const email = address();
    const mallory = newBrowser();
    const ownersLaptop = newBrowser();
    const ownersPhone = newBrowser();
    await signUp(mallory, email, "Mallory", "mallorys-password");
    await signUp(ownersLaptop, email, "Carol", "carols-own-password");
    const confirmed = await confirm(ownersPhone, await newestConfirmationToken(email));
    expect(confirmed).toMatchObject({ ok: true, passwordCleared: true });
    expect(await whoIs(ownersPhone)).toMatchObject({ email, name: "Carol" });
    expect(await signsIn(email, "mallorys-password")).toEqual({ ok: false, error: INVALID });
    expect(await signsIn(email, "carols-own-password")).toEqual({ ok: false, error: INVALID });
  });

  it("attacker first, owner confirming in the browser she signed up in: her password is kept, the attacker's is gone", async () => {
    const email = address();
    const mallory = newBrowser();
    const carol = newBrowser();
    await signUp(mallory, email, "Mallory", "mallorys-password");
    await signUp(carol, email, "Carol", "carols-own-password");
    const confirmed = await confirm(carol, await newestConfirmationToken(email));
    expect(confirmed).toEqual({ ok: true, redirectTo: "/?type=signup&confirmed=1" });
    expect(await whoIs(carol)).toMatchObject({ email, name: "Carol" });
    expect(await signsIn(email, "carols-own-password")).toMatchObject({ ok: true });
    expect(await signsIn(email, "mallorys-password")).toEqual({ ok: false, error: INVALID });
  });

  it("attacker second with the attacker's sign-up key sent from carol's request: still neither password", async () => {
    // The key is only in the attacker's own cookie jar; a request carrying carol's key cannot pick up his password.
    const email = address();
    const carol = newBrowser();
    const mallory = newBrowser();
    await signUp(carol, email, "Carol", "carols-own-password");
    await signUp(mallory, email, "Mallory", "mallorys-password");
    expect(mallory.jar.get("ag-signup-key")).not.toBe(carol.jar.get("ag-signup-key"));
    const confirmed = await confirm(carol, await newestConfirmationToken(email));
    expect(confirmed).toMatchObject({ ok: true, passwordCleared: true });
    expect(await signsIn(email, "mallorys-password")).toEqual({ ok: false, error: INVALID });
  });

  it("two sign-ups at once from two browsers: one account, contested, and neither password survives a confirmation elsewhere", async () => {
    const email = address();
    const first = newBrowser();
    const second = newBrowser();
    const results = await Promise.all([signUp(first, email, "Carol", "carols-own-password"), signUp(second, email, "Mallory", "mallorys-password")]);
    expect(results).toEqual([
      { ok: true, emailFailed: false },
      { ok: true, emailFailed: false },
    ]);
    expect(await database.prisma.user.count({ where: { email } })).toBe(1);
    expect(await account(email)).toMatchObject({ signupContested: true });
    const confirmed = await confirm(newBrowser(), await newestConfirmationToken(email));
    expect(confirmed).toMatchObject({ ok: true, passwordCleared: true });
    expect(await signsIn(email, "carols-own-password")).toEqual({ ok: false, error: INVALID });
    expect(await signsIn(email, "mallorys-password")).toEqual({ ok: false, error: INVALID });
  });

  it("the per-address limit still applies: a sign-up over it changes neither the password nor the contest", async () => {
    const email = address();
    const carol = newBrowser();
    const mallory = newBrowser();
    await signUp(carol, email, "Carol", "carols-own-password");
    for (let attempt = 0; attempt < 4; attempt++) await signUp(carol, email, "Carol", "carols-own-password");
    const before = await account(email);
    expect(before.signupContested).toBe(false);
    expect(await signUp(mallory, email, "Mallory", "mallorys-password")).toEqual({
      ok: false,
      error: "Too many attempts. Please wait a few minutes and try again.",
    });
    expect(await account(email)).toEqual(before);
    expect(mallory.jar.has("ag-signup-key")).toBe(false);
    // Carol's own link (opened anywhere) keeps her password: nobody else got in.
    await confirm(newBrowser(), await newestConfirmationToken(email));
    expect(await signsIn(email, "carols-own-password")).toMatchObject({ ok: true });
  });
});

describe("sign-ups that are not contested", () => {
  it("a single sign-up keeps its password, also when the link is opened on another device", async () => {
    const email = address();
    await signUp(newBrowser(), email, "Carol", "carols-own-password");
    const phone = newBrowser();
    expect(await confirm(phone, await newestConfirmationToken(email))).toEqual({ ok: true, redirectTo: "/?type=signup&confirmed=1" });
    expect(await whoIs(phone)).toMatchObject({ email });
    expect(await signsIn(email, "carols-own-password")).toMatchObject({ ok: true });
  });

  it("a person who signs up twice in one browser (a typo the first time) keeps the second password, wherever the link is opened", async () => {
    const email = address();
    const laptop = newBrowser();
    await signUp(laptop, email, "Carol", "carols-typo-pasword");
    await signUp(laptop, email, "Carol", "carols-own-password");
    expect(await account(email)).toMatchObject({ signupContested: false });
    const phone = newBrowser();
    expect(await confirm(phone, await newestConfirmationToken(email))).toMatchObject({ ok: true, redirectTo: "/?type=signup&confirmed=1" });
    expect(await signsIn(email, "carols-own-password")).toMatchObject({ ok: true });
    expect(await signsIn(email, "carols-typo-pasword")).toEqual({ ok: false, error: INVALID });
  });

  it("a person who signs up on two devices is not locked out: the link signs her in and she chooses a password", async () => {
    const email = address();
    await signUp(newBrowser(), email, "Carol", "first-password");
    await signUp(newBrowser(), email, "Carol", "second-password");
    const phone = newBrowser();
    const confirmed = await confirm(phone, await newestConfirmationToken(email));
    expect(confirmed).toMatchObject({ ok: true, passwordCleared: true });
    expect(await whoIs(phone)).toMatchObject({ email });
    if (!confirmed.ok) throw new Error("not confirmed");
    const token = new URL(confirmed.redirectTo, SITE_URL).searchParams.get("token")!;
    expect(await inBrowser(phone, () => actions.resetPasswordAction({ token, password: "chosen-after", confirmPassword: "chosen-after" }))).toEqual({
      ok: true,
    });
    expect(await signsIn(email, "chosen-after")).toMatchObject({ ok: true });
  });

  it("a sign-up for a confirmed address changes nothing, whoever sends it", async () => {
    const email = address();
    const carol = newBrowser();
    await signUp(carol, email, "Carol", "carols-own-password");
    await confirm(carol, await newestConfirmationToken(email));
    const before = await account(email);
    expect(await signUp(newBrowser(), email, "Mallory", "mallorys-password")).toEqual({ ok: true, emailFailed: false });
    expect(await account(email)).toEqual(before);
    expect(await signsIn(email, "mallorys-password")).toEqual({ ok: false, error: INVALID });
    expect(await signsIn(email, "carols-own-password")).toMatchObject({ ok: true });
  });
});
