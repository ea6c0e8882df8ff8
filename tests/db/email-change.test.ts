// Changing an account's e-mail address, through the account page's actions called directly as a
// browser's request reaches them: the link goes to the new address, the address changes only when
// the same account opens it, once, before it expires; a taken address is refused without naming
// whose; no session, another person's session, malformed input and two openings at once change
// nothing they should not.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { inBrowser, newBrowser, type Browser } from "../support/next-browsers";
import { signedInPerson, type Person } from "../support/sign-in";
import { seededShop, type Shop } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());

let shop: Shop | undefined;
let database: TestDatabase;
let actions: typeof import("@/lib/account/actions");
let messages: typeof import("@/lib/account/messages");

beforeAll(async () => {
  shop = await seededShop("email-change", { AUTH_SECRET: "email-change-test-auth-secret-long-enough", SITE_URL: "http://127.0.0.1:9", TRUST_PROXY: undefined });
  database = shop.database;
  actions = await import("@/lib/account/actions");
  messages = await import("@/lib/account/messages");
});

afterAll(() => shop?.close());

let current: Browser = newBrowser();
beforeEach(() => {
  current = newBrowser();
});
const request = <T>(step: () => Promise<T>) => inBrowser(current, step);
const as = (who: Person | null) => {
  current = who ? who.browser : newBrowser();
};

let counter = 0;
async function person(): Promise<Person> {
  counter += 1;
  return signedInPerson(database.prisma, { email: `mover-${counter}@change.test`, firstName: `Mover${counter}`, firstGuideClaimed: true });
}

const emailOf = async (id: string) => (await database.prisma.user.findUniqueOrThrow({ where: { id }, select: { email: true } })).email;

/** The token in the newest change e-mail to `address`. */
async function linkTo(address: string): Promise<string> {
  const message = await database.prisma.emailMessage.findFirstOrThrow({ where: { to: address, type: "auth_email_change" }, orderBy: { createdAt: "desc" } });
  const match = /\/account\/email\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(message.html);
  expect(match, "the e-mail carries the link").not.toBeNull();
  return match![1]!;
}

describe("asking for a change", () => {
  it("sends a link to the new address only, and the account keeps its address until the link is opened", async () => {
    const mover = await person();
    as(mover);
    const result = await request(() => actions.requestEmailChangeAction({ email: "  New-Home@Change.test " }));
    expect(result).toEqual({ ok: true, message: messages.EMAIL_CHANGE_MESSAGES.sent });
    const sent = await database.prisma.emailMessage.findMany({ where: { type: "auth_email_change", to: { in: ["new-home@change.test", mover.email] } } });
    expect(sent.map((message) => message.to)).toEqual(["new-home@change.test"]);
    expect(sent[0]!.subject).toContain("Confirm your new e-mail address");
    expect(await emailOf(mover.id)).toBe(mover.email);

    const token = await linkTo("new-home@change.test");
    expect(await request(() => actions.confirmEmailChangeAction({ token }))).toEqual({ ok: true, email: "new-home@change.test" });
    expect(await emailOf(mover.id)).toBe("new-home@change.test");
    // Single use: the same link again changes nothing and says so.
    expect(await request(() => actions.confirmEmailChangeAction({ token }))).toEqual({ ok: false, error: messages.EMAIL_CHANGE_MESSAGES.invalidLink });
  });

  it("without a session: refused, nothing sent", async () => {
    as(null);
    expect(await request(() => actions.requestEmailChangeAction({ email: "nobody-asked@change.test" }))).toMatchObject({ ok: false, code: "sign_in" });
    expect(await database.prisma.emailMessage.count({ where: { to: "nobody-asked@change.test" } })).toBe(0);
  });

  it("an address another account uses is refused without saying whose, and nothing is sent", async () => {
    const mover = await person();
    const other = await person();
    as(mover);
    const result = await request(() => actions.requestEmailChangeAction({ email: other.email.toUpperCase() }));
    expect(result).toEqual({ ok: false, error: messages.EMAIL_CHANGE_MESSAGES.taken, field: "email" });
    expect(JSON.stringify(result)).not.toContain(other.id);
    expect(await database.prisma.emailMessage.count({ where: { to: other.email, type: "auth_email_change" } })).toBe(0);
    expect(await request(() => actions.requestEmailChangeAction({ email: mover.email }))).toEqual({
      ok: false,
      error: messages.EMAIL_CHANGE_MESSAGES.same,
      field: "email",
    });
  });

  it("malformed input gets a message and changes nothing", async () => {
    const mover = await person();
    as(mover);
    for (const input of [{ email: "not an address" }, { email: "" }, { email: `${"a".repeat(260)}@change.test` }, { email: 42 }, null, "x"]) {
      const result = await request(() => actions.requestEmailChangeAction(input));
      expect(result.ok).toBe(false);
      expect(result).toMatchObject({ code: "invalid_input" });
    }
    expect(await database.prisma.oneTimeToken.count({ where: { userId: mover.id } })).toBe(0);
  });
});

describe("opening the link", () => {
  it("by another person's session: refused, and the link still works for its owner", async () => {
    const mover = await person();
    const stranger = await person();
    as(mover);
    await request(() => actions.requestEmailChangeAction({ email: "mine-only@change.test" }));
    const token = await linkTo("mine-only@change.test");
    as(stranger);
    expect(await request(() => actions.confirmEmailChangeAction({ token }))).toEqual({ ok: false, error: messages.EMAIL_CHANGE_MESSAGES.otherAccount });
    expect(await emailOf(stranger.id)).toBe(stranger.email);
    as(null);
    expect(await request(() => actions.confirmEmailChangeAction({ token }))).toMatchObject({ ok: false, code: "sign_in" });
    as(mover);
    expect(await request(() => actions.confirmEmailChangeAction({ token }))).toMatchObject({ ok: true });
    expect(await emailOf(mover.id)).toBe("mine-only@change.test");
  });

  it("twice at once: one change, one refusal", async () => {
    const mover = await person();
    as(mover);
    await request(() => actions.requestEmailChangeAction({ email: "raced@change.test" }));
    const token = await linkTo("raced@change.test");
    const results = await Promise.all([request(() => actions.confirmEmailChangeAction({ token })), request(() => actions.confirmEmailChangeAction({ token }))]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await emailOf(mover.id)).toBe("raced@change.test");
  });

  it("voids the reset links and sign-in links sent to the old address: whoever reads the old mailbox cannot take the account", async () => {
    const mover = await person();
    const { issueToken } = await import("@/lib/auth/tokens");
    const { resetPasswordWithToken } = await import("@/lib/auth/password-reset");
    const resetLink = await issueToken(mover.id, "password_reset");
    await database.prisma.verificationToken.create({
      data: { identifier: mover.email, token: "old-mailbox-sign-in-link", expires: new Date(Date.now() + 3_600_000) },
    });
    as(mover);
    await request(() => actions.requestEmailChangeAction({ email: "fresh-start@change.test" }));
    const token = await linkTo("fresh-start@change.test");
    expect(await request(() => actions.confirmEmailChangeAction({ token }))).toMatchObject({ ok: true });
    expect(await resetPasswordWithToken(resetLink, "taken-over-password")).toMatchObject({ ok: false });
    const { passwordHash } = await database.prisma.user.findUniqueOrThrow({ where: { id: mover.id }, select: { passwordHash: true } });
    const { verifyPassword } = await import("@/lib/auth/password");
    expect(passwordHash === null || !(await verifyPassword(passwordHash, "taken-over-password"))).toBe(true);
    expect(await database.prisma.verificationToken.count({ where: { identifier: mover.email } })).toBe(0);
  });

  it("expired: refused, the address stays", async () => {
    const mover = await person();
    as(mover);
    await request(() => actions.requestEmailChangeAction({ email: "too-late@change.test" }));
    const token = await linkTo("too-late@change.test");
    await database.prisma.oneTimeToken.updateMany({ where: { userId: mover.id, purpose: "email_change" }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await request(() => actions.confirmEmailChangeAction({ token }))).toEqual({ ok: false, error: messages.EMAIL_CHANGE_MESSAGES.invalidLink });
    expect(await emailOf(mover.id)).toBe(mover.email);
  });

  it("a second request voids the first link", async () => {
    const mover = await person();
    as(mover);
    await request(() => actions.requestEmailChangeAction({ email: "first-try@change.test" }));
    const first = await linkTo("first-try@change.test");
    await request(() => actions.requestEmailChangeAction({ email: "second-try@change.test" }));
    expect(await request(() => actions.confirmEmailChangeAction({ token: first }))).toEqual({ ok: false, error: messages.EMAIL_CHANGE_MESSAGES.invalidLink });
    const second = await linkTo("second-try@change.test");
    expect(await request(() => actions.confirmEmailChangeAction({ token: second }))).toMatchObject({ ok: true });
    expect(await emailOf(mover.id)).toBe("second-try@change.test");
  });

  it("an address another account took since the link was sent is refused when opened", async () => {
    const mover = await person();
    as(mover);
    await request(() => actions.requestEmailChangeAction({ email: "contested@change.test" }));
    const token = await linkTo("contested@change.test");
    await database.prisma.user.create({ data: { email: "contested@change.test", firstName: "Quick" } });
    expect(await request(() => actions.confirmEmailChangeAction({ token }))).toEqual({ ok: false, error: messages.EMAIL_CHANGE_MESSAGES.taken });
    expect(await emailOf(mover.id)).toBe(mover.email);
  });

  it("a malformed or unknown token: the link's message, nothing changes", async () => {
    const mover = await person();
    as(mover);
    for (const input of [{ token: "short" }, { token: "A".repeat(43) }, { token: 7 }, {}, { token: "x".repeat(500) }]) {
      expect(await request(() => actions.confirmEmailChangeAction(input))).toEqual({ ok: false, error: messages.EMAIL_CHANGE_MESSAGES.invalidLink });
    }
    expect(await emailOf(mover.id)).toBe(mover.email);
  });

  it("the new address is not suppressed afterwards unless it is itself; the old one's suppression stays with the old address", async () => {
    const mover = await person();
    await database.prisma.emailSuppression.create({ data: { address: mover.email, reason: "hard_bounce", suppressedAt: new Date() } });
    as(mover);
    await request(() => actions.requestEmailChangeAction({ email: "fresh-inbox@change.test" }));
    const token = await linkTo("fresh-inbox@change.test");
    await request(() => actions.confirmEmailChangeAction({ token }));
    const { suppressionOf } = await import("@/lib/email/delivery-events");
    expect(await suppressionOf("fresh-inbox@change.test")).toBeNull();
    expect(await suppressionOf(mover.email)).toMatchObject({ reason: "hard_bounce" });
  });
});
