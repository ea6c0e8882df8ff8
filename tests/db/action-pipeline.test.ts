// The one pipeline of server actions (lib/actions/pipeline.ts), on a real database and real Auth.js
// session cookies: who may call is decided before the input is read, a malformed input is answered
// without running the rule, a database outage while looking the caller up or an exception in the
// rule is "something went wrong" with one log line naming the action and the request, and Next's
// redirect (and a test's simulated crash) pass through untouched. The sign-in pages' actions run through it too.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { TestDatabase } from "../support/database";
import { relayWithOutages, type DatabaseOutage } from "../support/database-outage";
import { captureLogs } from "../support/log-lines";
import { formData, inBrowser, newBrowser, redirectTarget } from "../support/next-browsers";
import { signedInPerson, signOut, type Person } from "../support/sign-in";
import { shopDatabase, type ShopDatabase } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());
vi.mock("next/cache", async (importOriginal) => (await import("../support/next-cache")).nextCacheStandIn(await importOriginal()));

let shop: ShopDatabase | undefined;
let database: TestDatabase;
let outage: DatabaseOutage;
let pipeline: typeof import("@/lib/actions/pipeline");
let SOMETHING_WENT_WRONG: string;

beforeAll(async () => {
  shop = await shopDatabase({ AUTH_SECRET: "action-pipeline-secret-that-is-long-enough", SITE_URL: "http://127.0.0.1:9", ADMIN_EMAILS: "boss@pipeline.test" });
  database = shop.database;
  outage = await relayWithOutages(database.url);
  process.env.DATABASE_URL = outage.url;
  pipeline = await import("@/lib/actions/pipeline");
  ({ SOMETHING_WENT_WRONG } = await import("@/lib/auth/session"));
}, 300_000);

afterAll(async () => {
  await outage?.close();
  await shop?.close();
});

const nameSchema = z.object({ firstName: z.string().trim().min(1, "Please enter your first name.").max(60) });

/** An account action whose rule renames the caller: what it changed is in the database. */
function renameAction() {
  return pipeline.action({
    name: "test: rename",
    who: "account",
    input: nameSchema,
    signIn: "Please sign in to change your name.",
    rule: async ({ firstName }, user) => {
      await database.prisma.user.update({ where: { id: user.id }, data: { firstName } });
      return { ok: true as const, firstName };
    },
  });
}

/** An admin action whose rule renames someone else. */
function adminRenameAction() {
  return pipeline.action({
    name: "test: admin rename",
    who: "admin",
    input: z.object({ userId: z.string().max(64), firstName: z.string().min(1) }),
    rule: async ({ userId, firstName }) => {
      await database.prisma.user.update({ where: { id: userId }, data: { firstName } });
      return { ok: true as const, message: "Renamed." };
    },
  });
}

const firstNameOf = async (person: Person) =>
  (await database.prisma.user.findUniqueOrThrow({ where: { id: person.id }, select: { firstName: true } })).firstName;

describe("the action pipeline", () => {
  it("asks a visitor and an ended session to sign in (code sign_in), and runs nothing", async () => {
    const rename = renameAction();
    const reader = await signedInPerson(database.prisma, { firstName: "Reader" });
    const signIn = { ok: false, code: "sign_in", error: "Please sign in to change your name." };
    expect(await inBrowser(newBrowser(), () => rename({ firstName: "Visitor" }))).toEqual(signIn);
    await signOut(reader);
    expect(await inBrowser(reader.browser, () => rename({ firstName: "Ended" }))).toEqual(signIn);
    expect(await firstNameOf(reader)).toBe("Reader");
  });

  it("answers a malformed input with its first issue and the field, and runs nothing", async () => {
    const rename = renameAction();
    const reader = await signedInPerson(database.prisma, { firstName: "Reader" });
    for (const input of [{ firstName: "  " }, null, "Mallory", { firstName: 7 }]) {
      const answer = await inBrowser(reader.browser, () => rename(input));
      expect(answer).toMatchObject({ ok: false, code: "invalid_input", error: expect.any(String) });
    }
    expect(await inBrowser(reader.browser, () => rename({ firstName: "  " }))).toEqual({
      ok: false,
      code: "invalid_input",
      error: "Please enter your first name.",
      field: "firstName",
    });
    expect(await firstNameOf(reader)).toBe("Reader");
    expect(await inBrowser(reader.browser, () => rename({ firstName: "Ada" }))).toEqual({ ok: true, firstName: "Ada" });
    expect(await firstNameOf(reader)).toBe("Ada");
  });

  it("refuses an admin action to a visitor (401) and to a signed-in non-admin (403) with the admin refusals, and changes nothing", async () => {
    const renameSomeone = adminRenameAction();
    const victim = await signedInPerson(database.prisma, { firstName: "Victim" });
    const reader = await signedInPerson(database.prisma);
    const boss = await signedInPerson(database.prisma, { email: "boss@pipeline.test" });
    const input = { userId: victim.id, firstName: "Owned" };
    expect(await inBrowser(newBrowser(), () => renameSomeone(input))).toEqual({
      ok: false,
      code: "sign_in",
      status: 401,
      error: "Authentication Required",
      message: "Please sign in as an admin.",
    });
    expect(await inBrowser(reader.browser, () => renameSomeone(input))).toEqual({
      ok: false,
      code: "forbidden",
      status: 403,
      error: "Access Denied",
      message: "You don't have admin privileges to access this page.",
    });
    expect(await firstNameOf(victim)).toBe("Victim");
    expect(await inBrowser(boss.browser, () => renameSomeone(input))).toEqual({ ok: true, message: "Renamed." });
    expect(await firstNameOf(victim)).toBe("Owned");
  });

  it("a database outage while looking up the caller: something went wrong, never 'sign in', and one log line with the action and the request id", async () => {
    const rename = renameAction();
    const reader = await signedInPerson(database.prisma, { firstName: "Reader" });
    reader.browser.headers["x-request-id"] = "req-pipeline-outage-1";
    const logs = captureLogs({ quiet: true });
    outage.cut();
    let answer;
    try {
      answer = await inBrowser(reader.browser, () => rename({ firstName: "Down" }));
    } finally {
      outage.restore();
      logs.stop();
    }
    expect(answer).toEqual({ ok: false, code: "unavailable", error: SOMETHING_WENT_WRONG });
    // The session check writes its own line about the connection; the pipeline writes one naming the action.
    const errors = logs.records().filter((record) => record.level === "error" && record.action !== undefined);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ msg: "action: test: rename failed", action: "test: rename", requestId: "req-pipeline-outage-1" });
    expect(await firstNameOf(reader)).toBe("Reader");
  });

  it("an exception in the rule: the action's own 'failed' answer, logged once with the action, the caller and the request id", async () => {
    const failing = pipeline.action({
      name: "test: failing",
      who: "visitor",
      input: z.unknown(),
      failed: "Unable to do that just now.",
      rule: async () => {
        throw new Error("the rule broke");
      },
    });
    const reader = await signedInPerson(database.prisma);
    reader.browser.headers["x-request-id"] = "req-pipeline-rule-1";
    const logs = captureLogs({ quiet: true });
    const answer = await inBrowser(reader.browser, () => failing({}));
    logs.stop();
    expect(answer).toEqual({ ok: false, code: "unavailable", error: "Unable to do that just now." });
    const errors = logs.records().filter((record) => record.level === "error");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ action: "test: failing", userId: reader.id, requestId: "req-pipeline-rule-1", err: { message: "the rule broke" } });
  });

  it("lets a test's simulated crash through, as the process ending would: no answer, no log line", async () => {
    const { crashPoint } = await import("@/lib/crash-point");
    const crashing = pipeline.action({
      name: "test: crash",
      who: "visitor",
      input: z.unknown(),
      rule: async () => {
        crashPoint("test:pipeline");
        return { ok: true as const };
      },
    });
    const logs = captureLogs({ quiet: true });
    process.env.CRASH_POINTS = "test:pipeline";
    try {
      await expect(inBrowser(newBrowser(), () => crashing({}))).rejects.toThrow("simulated crash at test:pipeline");
    } finally {
      delete process.env.CRASH_POINTS;
      logs.stop();
    }
    expect(logs.records().filter((record) => record.level === "error")).toEqual([]);
  });

  it("lets Next's redirect through, and serves a form action called as (previous, formData)", async () => {
    const { redirect } = await import("next/navigation");
    const goTo = pipeline.action({
      name: "test: form",
      who: "visitor",
      input: z.object({ to: z.enum(["/shelf", "/cart"]) }),
      args: (_previous, form) => (form instanceof FormData ? { to: form.get("to") } : null),
      rule: async ({ to }) => redirect(to),
    });
    expect(await redirectTarget(inBrowser(newBrowser(), () => goTo({ ok: true }, formData({ to: "/cart" }))))).toBe("/cart");
    expect(await inBrowser(newBrowser(), () => goTo({ ok: true }, { to: "/cart" }))).toMatchObject({ ok: false, code: "invalid_input" });
  });
});

describe("the shop's actions called directly", () => {
  it("an account action (changing the name): no session, another person's session and a malformed input each answer the one shape and change nothing of the owner's", async () => {
    const { changeNameAction } = await import("@/lib/account/actions");
    const owner = await signedInPerson(database.prisma, { firstName: "Owner" });
    const other = await signedInPerson(database.prisma, { firstName: "Other" });
    expect(await inBrowser(newBrowser(), () => changeNameAction({ firstName: "Mallory" }))).toEqual({
      ok: false,
      code: "sign_in",
      error: "Please sign in again to change your account.",
    });
    // Another person's session changes that person's own name only: the input names nobody.
    expect(await inBrowser(other.browser, () => changeNameAction({ firstName: "Mallory", userId: owner.id }))).toEqual({ ok: true });
    for (const malformed of [null, "Mallory", { firstName: "" }, { firstName: "x".repeat(500) }]) {
      expect(await inBrowser(owner.browser, () => changeNameAction(malformed))).toEqual({ ok: false, error: expect.any(String) });
    }
    expect(await firstNameOf(owner)).toBe("Owner");
    expect(await firstNameOf(other)).toBe("Mallory");
  });

  it("an admin action (deleting a special template): no session, a non-admin's session and a malformed input each answer the one shape and delete nothing", async () => {
    const { deleteSpecialTemplate } = await import("@/lib/admin/email-template-actions");
    const template = await database.prisma.emailTemplate.create({
      data: { code: `test-${Date.now()}`, name: "Test", subject: "Hello", htmlContent: "<p>Hello</p>", emailType: "test" },
      select: { id: true },
    });
    const reader = await signedInPerson(database.prisma);
    const boss = await signedInPerson(database.prisma, { email: "boss@pipeline.test" });
    expect(await inBrowser(newBrowser(), () => deleteSpecialTemplate({ id: template.id }))).toEqual({
      ok: false,
      code: "sign_in",
      status: 401,
      error: "Authentication Required",
      message: "Please sign in as an admin.",
    });
    expect(await inBrowser(reader.browser, () => deleteSpecialTemplate({ id: template.id }))).toEqual({
      ok: false,
      code: "forbidden",
      status: 403,
      error: "Access Denied",
      message: "You don't have admin privileges to access this page.",
    });
    for (const malformed of [null, template.id, { id: "../etc" }, { id: 7 }]) {
      expect(await inBrowser(boss.browser, () => deleteSpecialTemplate(malformed))).toEqual({
        ok: false,
        status: 400,
        error: "Error",
        message: "Failed to delete template",
      });
    }
    expect(await database.prisma.emailTemplate.count({ where: { id: template.id } })).toBe(1);
    expect(await database.prisma.adminAuditLog.count()).toBe(0);
    expect(await inBrowser(boss.browser, () => deleteSpecialTemplate({ id: template.id }))).toEqual({ ok: true, message: "Template deleted." });
    expect(await database.prisma.emailTemplate.count({ where: { id: template.id } })).toBe(0);
  });
});

describe("the sign-in pages' actions (lib/auth-actions/actions.ts) called directly", () => {
  let auth: typeof import("@/lib/auth-actions/actions");
  beforeAll(async () => {
    auth = await import("@/lib/auth-actions/actions");
  });
  const accounts = () => database.prisma.user.count();

  it("a malformed call of each answers the one shape with its own message, and writes nothing", async () => {
    const before = await accounts();
    const emailsBefore = await database.prisma.emailMessage.count();
    const visitor = () => newBrowser();
    for (const malformed of [null, "someone@reader.test", [], { email: "someone@reader.test" }]) {
      expect(await inBrowser(visitor(), () => auth.signUpAction(malformed, "/cart"))).toMatchObject({
        ok: false,
        code: "invalid_input",
        error: expect.any(String),
      });
    }
    expect(await inBrowser(visitor(), () => auth.signUpAction({ firstName: "Ann", email: "not-an-address", password: "a-long-password" }))).toEqual({
      ok: false,
      code: "invalid_input",
      error: "Please enter a valid email address",
      field: "email",
    });
    for (const malformed of [null, "x", { email: "someone@reader.test" }, { email: 7, password: "secret" }]) {
      expect(await inBrowser(visitor(), () => auth.signInAction(malformed, "/cart"))).toEqual({
        ok: false,
        error: "You must provide either an email or phone number and a password",
      });
    }
    expect(await inBrowser(visitor(), () => auth.resendConfirmationAction({ email: "" }))).toEqual({
      ok: false,
      error: "Email required: Please enter your email address first.",
    });
    expect(await inBrowser(visitor(), () => auth.requestPasswordResetAction(null))).toEqual({ ok: false, error: "Please enter your email address." });
    expect(await inBrowser(visitor(), () => auth.resetPasswordAction({ token: "t", password: "one-password", confirmPassword: "another-one" }))).toEqual({
      ok: false,
      code: "invalid_input",
      error: "Passwords don't match",
      field: "confirmPassword",
    });
    for (const token of ["", "t".repeat(201), 42, null]) {
      expect(await inBrowser(visitor(), () => auth.confirmEmailAction(token))).toEqual({ ok: false, code: "link_expired", error: "Invalid confirmation link" });
    }
    expect(await inBrowser(visitor(), () => auth.confirmEmailAction("some-token", null, null, { password: 7 }))).toEqual({
      ok: false,
      code: "invalid_input",
      error: expect.any(String),
    });
    expect(await accounts()).toBe(before);
    expect(await database.prisma.emailMessage.count()).toBe(emailsBefore);
  });

  it("a sign-in while the database is down: something went wrong (code unavailable), one log line naming the action and the request", async () => {
    const reader = await signedInPerson(database.prisma);
    const browser = newBrowser();
    browser.headers["x-request-id"] = "req-pipeline-sign-in-1";
    const logs = captureLogs({ quiet: true });
    outage.cut();
    let answer;
    try {
      answer = await inBrowser(browser, () => auth.signInAction({ email: reader.email, password: "whatever-it-is" }, "/cart"));
    } finally {
      outage.restore();
      logs.stop();
    }
    expect(answer).toEqual({ ok: false, code: "unavailable", error: SOMETHING_WENT_WRONG });
    const errors = logs.records().filter((record) => record.level === "error" && record.action !== undefined);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ msg: "action: auth: sign-in failed", action: "auth: sign-in", requestId: "req-pipeline-sign-in-1" });
  });

  it("where a person goes after signing in: a visitor is asked to sign in (code sign_in); the quiz until the first guide, then the page they came from", async () => {
    expect(await inBrowser(newBrowser(), () => auth.postSignInDestinationAction("/cart"))).toEqual({
      ok: false,
      code: "sign_in",
      error: "Please sign in to continue.",
    });
    const newcomer = await signedInPerson(database.prisma);
    expect(await inBrowser(newcomer.browser, () => auth.postSignInDestinationAction("/cart"))).toEqual({ ok: true, redirectTo: "/quiz" });
    const reader = await signedInPerson(database.prisma, { firstGuideClaimed: true });
    expect(await inBrowser(reader.browser, () => auth.postSignInDestinationAction("/cart"))).toEqual({ ok: true, redirectTo: "/cart" });
    for (const elsewhere of ["//evil.example", "https://evil.example/", 42, undefined]) {
      expect(await inBrowser(reader.browser, () => auth.postSignInDestinationAction(elsewhere))).toEqual({ ok: true, redirectTo: "/shelf" });
    }
  });
});
