// Posts on a real database: the admin's actions refuse a visitor, a non-admin, a forged audience and
// malformed or oversized texts and write nothing; a time in the past means now; a scheduled post can
// be edited or cancelled until the scheduled job decides its recipients, then no longer. The audience
// is the people who opted in to news and are not suppressed (narrowed to a guide's owners, a strand's,
// or a running Atomic Year); whoever turned news off, got suppressed or deleted their account between
// the decision and the send gets nothing, with the reason recorded. Two overlapping runs and a crash
// right after the claim, or right after the commit, still send each person exactly one e-mail. The
// e-mails' one-click unsubscribe (RFC 8058) ends news with no session or Origin, refuses a foreign
// Origin and a forged token, and answers a repeat the same. E-mail goes to the outbox; each action
// call comes from a browser holding a real Auth.js session cookie.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { inBrowser, newBrowser } from "../support/next-browsers";
import { signedInPerson, type Person } from "../support/sign-in";
import { seededShop, type Shop } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());
vi.mock("next/cache", async (importOriginal) => (await import("../support/next-cache")).nextCacheStandIn(await importOriginal()));

const SITE_URL = "http://127.0.0.1:9";
let shop: Shop | undefined;
let database: TestDatabase;
let actions: typeof import("@/lib/posts/actions");
let delivery: typeof import("@/lib/posts/delivery");
let posts: typeof import("@/lib/posts/posts");
let unsubscribe: (request: Request) => Promise<Response>;
let runScheduledJobs: typeof import("@/lib/scheduled/run").runScheduledJobs;
let admin: Person;
let reader: Person;
let guide: { id: string; slug: string; strand: string };

beforeAll(async () => {
  shop = await seededShop("posts-test", {
    AUTH_SECRET: "posts-test-auth-secret-that-is-long-enough",
    SITE_URL,
    ADMIN_EMAILS: "owner@reader.test",
    RESEND_API_KEY: undefined,
    RATE_LIMIT_ADMIN_TEST_EMAILS_PER_ACCOUNT: "2",
  });
  database = shop.database;
  actions = await import("@/lib/posts/actions");
  delivery = await import("@/lib/posts/delivery");
  posts = await import("@/lib/posts/posts");
  unsubscribe = (await import("@/app/api/unsubscribe/route")).POST;
  ({ runScheduledJobs } = await import("@/lib/scheduled/run"));
  admin = await signedInPerson(database.prisma, { email: "owner@reader.test", firstName: "Olive" });
  reader = await signedInPerson(database.prisma, { firstName: "Rae", marketingEmails: true });
  guide = await database.prisma.guide.findUniqueOrThrow({ where: { id: "power_001" }, select: { id: true, slug: true, strand: true } });
}, 300_000);

afterAll(async () => {
  await shop?.close();
});

afterEach(async () => {
  delete process.env.CRASH_POINTS;
  // Every test starts with no post waiting, and with nobody on the news list but whom it adds.
  await database.prisma.post.deleteMany();
  await database.prisma.user.updateMany({ where: { id: { notIn: [admin.id] } }, data: { marketingEmails: false } });
});

const as = <T>(who: Person, step: () => Promise<T>) => inBrowser(who.browser, step);
const draft = (overrides: Record<string, unknown> = {}) => ({
  subject: "Spring notes",
  body: "# Hello\n\nA few **new** things. [Read](https://atomic.test/guides)",
  audience: { kind: "all" },
  sendAt: null,
  timeZone: "Europe/London",
  ...overrides,
});

let people = 0;
/** A confirmed account (unless told otherwise) that wants news (unless told otherwise), owning `guides`. */
async function person(options: { news?: boolean; guides?: string[]; suppressed?: boolean; confirmed?: boolean } = {}) {
  people += 1;
  const email = `person-${people}@reader.test`;
  const user = await database.prisma.user.create({
    data: { email, firstName: `P${people}`, emailVerified: options.confirmed === false ? null : new Date(), marketingEmails: options.news ?? true },
    select: { id: true, email: true },
  });
  for (const guideId of options.guides ?? []) await database.prisma.userGuide.create({ data: { userId: user.id, guideId, acquiredVia: "purchase" } });
  if (options.suppressed) await suppress(email);
  return user;
}

const suppress = (address: string) =>
  database.prisma.emailSuppression.create({ data: { address: address.toLowerCase(), reason: "hard_bounce", suppressedAt: new Date() } });

/** The post saved by the admin, due now. */
async function savedPost(overrides: Record<string, unknown> = {}): Promise<string> {
  const result = await as(admin, () => actions.savePostAction(draft(overrides)));
  if (!result.ok) throw new Error(result.message);
  return result.id;
}

const postEmails = (postId: string) =>
  database.prisma.emailMessage.findMany({
    where: { dedupeKey: { startsWith: `post:${postId}:` } },
    select: { to: true, status: true, headers: true, html: true },
  });
const outcomes = async (postId: string) =>
  Object.fromEntries(
    (await database.prisma.postRecipient.findMany({ where: { postId }, select: { outcome: true, user: { select: { email: true } }, userId: true } })).map(
      (row) => [row.user?.email ?? `deleted`, row.outcome],
    ),
  );
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe("the admin's post actions", () => {
  it("refuse a visitor and a signed-in non-admin, and write nothing", async () => {
    const calls = [
      () => actions.savePostAction(draft()),
      () => actions.countPostAudience({ kind: "all" }),
      () => actions.previewPost({ subject: "x", body: "y" }),
      () => actions.sendPostTest({ to: "me@reader.test", subject: "x", body: "y" }),
      () => actions.cancelPostAction({ id: "nothing" }),
    ];
    for (const call of calls) {
      expect(await inBrowser(newBrowser(), call)).toMatchObject({ ok: false, code: "sign_in", status: 401 });
      expect(await as(reader, call)).toMatchObject({ ok: false, code: "forbidden", status: 403 });
    }
    expect(await database.prisma.post.count()).toBe(0);
    expect(await database.prisma.emailMessage.count({ where: { type: "post_test" } })).toBe(0);
  });

  it("refuse a forged audience, malformed and oversized texts, and write nothing", async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ audience: { kind: "guide", guide: "no-such-guide" } }, "No such guide."],
      [{ audience: { kind: "guide", guide: "../etc" } }, "No such guide."],
      [{ audience: { kind: "strand", strand: "wealth" } }, "No such strand."],
      [{ audience: { kind: "everyone" } }, "Please choose who gets the post."],
      [{ audience: { kind: "guide", guideId: guide.id } }, "Please choose a guide."],
      [{ body: 42 }, "Please write the post."],
      [{ body: "   " }, "Please write the post."],
      [{ body: "x".repeat(20_001) }, "The post is at most 20,000 characters."],
      [{ body: "bad \u0000 byte" }, "The post holds characters that are not text."],
      [{ subject: "two\nlines" }, "The subject is one line of text."],
      [{ subject: "s".repeat(151) }, "The subject is at most 150 characters."],
      [{ sendAt: "tomorrow" }, "Please choose a valid time."],
      [{ timeZone: "Mars/Olympus" }, "Unknown time zone."],
    ];
    for (const [overrides, message] of refusals) {
      expect(await as(admin, () => actions.savePostAction(draft(overrides)))).toEqual({ ok: false, status: 400, error: "Post Not Saved", message });
    }
    expect(await as(admin, () => actions.countPostAudience({ kind: "guide", guide: "no-such-guide" }))).toMatchObject({ ok: false, message: "No such guide." });
    expect(await as(admin, () => actions.countPostAudience({ kind: "strand", strand: "wealth" }))).toMatchObject({ ok: false, message: "No such strand." });
    expect(await database.prisma.post.count()).toBe(0);
  });

  it("send now for a time in the past, keep a future time, and allow edits and cancelling only until the job starts", async () => {
    const past = await savedPost({ sendAt: new Date(Date.now() - 86_400_000).toISOString() });
    const stored = await database.prisma.post.findUniqueOrThrow({ where: { id: past } });
    expect(Math.abs(stored.sendAt.getTime() - Date.now())).toBeLessThan(10_000);

    const when = later(60 * 24);
    const future = await savedPost({ sendAt: when.toISOString(), audience: { kind: "guide", guide: guide.slug } });
    expect((await database.prisma.post.findUniqueOrThrow({ where: { id: future } })).sendAt.toISOString()).toBe(new Date(when.getTime()).toISOString());
    expect(await as(admin, () => actions.savePostAction(draft({ id: future, subject: "Spring notes, revised", sendAt: when.toISOString() })))).toMatchObject({
      ok: true,
    });
    expect(await database.prisma.post.findUniqueOrThrow({ where: { id: future } })).toMatchObject({ subject: "Spring notes, revised", audienceKind: "all" });
    expect(await as(admin, () => actions.cancelPostAction({ id: future }))).toMatchObject({ ok: true });
    expect(await as(admin, () => actions.cancelPostAction({ id: future }))).toMatchObject({ ok: false, status: 409 });
    expect(await as(admin, () => actions.savePostAction(draft({ id: future })))).toMatchObject({ ok: false, status: 409, message: posts.NOT_EDITABLE });

    // The due one is decided by the job: from then on it can neither change nor be cancelled.
    await delivery.sendDuePosts(new Date());
    expect((await database.prisma.post.findUniqueOrThrow({ where: { id: past } })).status).toBe("sent");
    expect(await as(admin, () => actions.savePostAction(draft({ id: past, subject: "Too late" })))).toMatchObject({ ok: false, status: 409 });
    expect(await as(admin, () => actions.cancelPostAction({ id: past }))).toMatchObject({ ok: false, status: 409 });
    expect(await as(admin, () => actions.cancelPostAction({ id: "no-such-post" }))).toMatchObject({ ok: false, status: 404 });
    const audit = await database.prisma.adminAuditLog.findMany({ where: { target: future }, select: { action: true }, orderBy: { createdAt: "asc" } });
    expect(audit.map((entry) => entry.action)).toEqual(["post.create", "post.update", "post.cancel"]);

    // A cancelled post never goes out.
    await delivery.sendDuePosts(later(60 * 25));
    expect(await database.prisma.postRecipient.count({ where: { postId: future } })).toBe(0);
  });

  it("create one post for the same save sent twice at once (its draft key), and another for a new key", async () => {
    const key = "draft-key-0123456789abcdef";
    const subject = "Sent twice";
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => as(admin, () => actions.savePostAction(draft({ subject, draftKey: key, sendAt: later(60).toISOString() })))),
    );
    expect(answers.every((answer) => answer.ok)).toBe(true);
    const ids = new Set(answers.map((answer) => (answer.ok ? answer.id : null)));
    expect(ids.size).toBe(1);
    expect(await database.prisma.post.count({ where: { subject } })).toBe(1);
    const [id] = [...ids];
    expect(await database.prisma.adminAuditLog.count({ where: { target: id!, action: "post.create" } })).toBe(1);
    expect(
      await as(admin, () => actions.savePostAction(draft({ subject, draftKey: "another-key-0123456789", sendAt: later(60).toISOString() }))),
    ).toMatchObject({ ok: true });
    expect(await database.prisma.post.count({ where: { subject } })).toBe(2);
    expect(await as(admin, () => actions.savePostAction(draft({ subject, draftKey: "short" })))).toMatchObject({ ok: false, status: 400 });
    await database.prisma.post.updateMany({ where: { subject }, data: { status: "cancelled" } });
  });

  it("preview the e-mail with raw HTML shown as text, and limit test sends", async () => {
    const preview = await as(admin, () => actions.previewPost({ subject: "Hi", body: "Hello <script>alert(1)</script> [x](javascript:alert(2))" }));
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.html).toContain("Hello &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(preview.html).not.toContain("javascript:");
    expect(preview.html).toContain("Unsubscribe from news");

    expect(await as(admin, () => actions.sendPostTest({ to: "owner@reader.test", subject: "Spring notes", body: "Hi" }))).toMatchObject({ ok: true });
    expect(await as(admin, () => actions.sendPostTest({ to: "not an address", subject: "Spring notes", body: "Hi" }))).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await as(admin, () => actions.sendPostTest({ to: "other@reader.test", subject: "Spring notes", body: "Hi" }))).toMatchObject({ ok: true });
    expect(await as(admin, () => actions.sendPostTest({ to: "owner@reader.test", subject: "Spring notes", body: "Hi" }))).toMatchObject({
      ok: false,
      status: 429,
    });
    const tests = await database.prisma.emailMessage.findMany({ where: { type: "post_test" }, select: { to: true, subject: true, html: true, headers: true } });
    expect(tests.map((message) => message.to).sort()).toEqual(["other@reader.test", "owner@reader.test"]);
    expect(tests[0]!.subject).toBe("[TEST] Spring notes");
    // A test goes to any address: its unsubscribe link is nobody's (not the admin's own).
    for (const message of tests) {
      expect(message.html).toContain("/unsubscribe?list=news&amp;token=test");
      expect(message.html).not.toContain(admin.id);
      expect(message.headers).toBeNull();
    }
  });
});

describe("the audience", () => {
  it("counts only opted-in, confirmed, unsuppressed people, narrowed by guide, strand or a running Atomic Year", async () => {
    const owner = await person({ guides: [guide.id] });
    const strandOwner = await person({ guides: ["power_002"] });
    await person({ news: false, guides: [guide.id] });
    // Signed up with news ticked and never confirmed: anyone can type someone else's address.
    await person({ confirmed: false, guides: [guide.id] });
    await person({ guides: [guide.id], suppressed: true });
    const other = await person({ guides: ["vision_001"] });
    const yearly = await person();
    const start = new Date(Date.now() - 86_400_000);
    await database.prisma.atomicYearSubscription.create({
      data: { userId: yearly.id, email: yearly.email, subscriptionStart: start, subscriptionEnd: new Date(start.getTime() + 365 * 86_400_000) },
    });
    const ended = await person();
    await database.prisma.atomicYearSubscription.create({
      data: { userId: ended.id, email: ended.email, status: "ended", subscriptionStart: new Date("2024-01-01"), subscriptionEnd: new Date("2025-01-01") },
    });
    const count = async (audience: object) => {
      const result = await as(admin, () => actions.countPostAudience(audience));
      if (!result.ok) throw new Error(result.message);
      return result.count;
    };
    // The reader (opted in at the start) counts among everyone, and so do the five here who want news.
    await database.prisma.user.update({ where: { id: reader.id }, data: { marketingEmails: true } });
    expect(await count({ kind: "all" })).toBe(6);
    expect(await count({ kind: "guide", guide: guide.slug })).toBe(1);
    expect(await count({ kind: "strand", strand: guide.strand })).toBe(2);
    expect(await count({ kind: "strand", strand: "vision" })).toBe(1);
    expect(await count({ kind: "atomic_year" })).toBe(1);

    const id = await savedPost({ audience: { kind: "strand", strand: guide.strand } });
    await delivery.sendDuePosts(new Date());
    expect(await outcomes(id)).toEqual({ [owner.email]: "sent", [strandOwner.email]: "sent" });
    expect((await postEmails(id)).map((message) => message.to).sort()).toEqual([owner.email, strandOwner.email].sort());
    expect(other).toBeDefined();
  });

  it("gives nothing to whoever turned news off, was suppressed, lost their confirmed address or deleted their account between the decision and the send", async () => {
    const stays = await person({ guides: [guide.id] });
    const leaves = await person({ guides: [guide.id] });
    const bounces = await person({ guides: [guide.id] });
    const deleted = await person({ guides: [guide.id] });
    const unconfirmed = await person({ guides: [guide.id] });
    const id = await savedPost({ audience: { kind: "guide", guide: guide.slug } });

    // The run decides the recipients and claims them, then stops (a crash between claim and send).
    process.env.CRASH_POINTS = "posts:after-claim";
    await expect(delivery.sendDuePosts(new Date())).rejects.toThrow("simulated crash at posts:after-claim");
    delete process.env.CRASH_POINTS;
    const post = await database.prisma.post.findUniqueOrThrow({ where: { id } });
    expect(post).toMatchObject({ status: "sending", audienceSize: 5 });
    expect(await postEmails(id)).toEqual([]);

    await database.prisma.user.update({ where: { id: leaves.id }, data: { marketingEmails: false } });
    await suppress(bounces.email);
    await database.prisma.user.delete({ where: { id: deleted.id } });
    await database.prisma.user.update({ where: { id: unconfirmed.id }, data: { emailVerified: null } });

    // Within the lease nothing is taken again; after it, the next run sends once.
    expect(await delivery.sendDuePosts(new Date())).toEqual({ sent: 0, skipped: 0, failed: 0 });
    expect(await delivery.sendDuePosts(later(6))).toEqual({ sent: 1, skipped: 4, failed: 0 });
    expect(await outcomes(id)).toEqual({
      [stays.email]: "sent",
      [leaves.email]: "not_opted_in",
      [unconfirmed.email]: "not_opted_in",
      [bounces.email]: "suppressed",
      deleted: "deleted",
    });
    expect((await postEmails(id)).map((message) => [message.to, message.status])).toEqual([[stays.email, "sent"]]);
    expect((await database.prisma.post.findUniqueOrThrow({ where: { id } })).status).toBe("sent");

    const [listed] = await posts.listPosts();
    expect(listed!.stats).toEqual({
      audience: 5,
      sent: 1,
      failed: 0,
      pending: 0,
      skipped: { not_opted_in: 2, suppressed: 1, deleted: 1 },
      unsubscribedSince: 0,
    });
  });
});

describe("delivery", () => {
  it("sends each person exactly one e-mail when two runs overlap", async () => {
    const readers = await Promise.all(Array.from({ length: 9 }, () => person()));
    const id = await savedPost();
    const now = new Date();
    const [first, second] = await Promise.all([delivery.sendDuePosts(now, { batchSize: 2 }), delivery.sendDuePosts(now, { batchSize: 2 })]);
    // Each run stops at a short batch; what is left goes with the next.
    const third = await delivery.sendDuePosts(now, { batchSize: 2 });
    expect(first.sent + second.sent + third.sent).toBe(readers.length);
    const emails = await postEmails(id);
    expect(emails.map((message) => message.to).sort()).toEqual(readers.map((one) => one.email).sort());
    expect(emails.every((message) => message.status === "sent")).toBe(true);
    expect(await database.prisma.postRecipient.count({ where: { postId: id } })).toBe(readers.length);
  });

  it("puts each person's unsubscribe token in their link and nowhere else: a post's text stays as written", async () => {
    const reader = await person();
    const id = await savedPost({ body: "See [this](https://elsewhere.test/p?t=POSTUNSUBSCRIBETOKEN), POSTUNSUBSCRIBETOKEN and unsubscribetoken." });
    await delivery.sendDuePosts(new Date());
    const [email] = (await postEmails(id)).filter((message) => message.to === reader.email);
    const token = /\/unsubscribe\?list=news&amp;token=([A-Za-z0-9_.-]+)/.exec(email!.html)![1]!;
    expect(email!.html).toContain("https://elsewhere.test/p?t=POSTUNSUBSCRIBETOKEN");
    expect(email!.html).toContain("POSTUNSUBSCRIBETOKEN and unsubscribetoken.");
    expect(email!.html.split(token)).toHaveLength(2);
  });

  it("sends the e-mails recorded before a crash through the retry job, once", async () => {
    const readers = await Promise.all(Array.from({ length: 3 }, () => person()));
    const id = await savedPost();
    process.env.CRASH_POINTS = "posts:after-commit";
    await expect(delivery.sendDuePosts(new Date())).rejects.toThrow("simulated crash at posts:after-commit");
    delete process.env.CRASH_POINTS;
    expect((await postEmails(id)).map((message) => message.status)).toEqual(["sending", "sending", "sending"]);
    // Five minutes pass: the sending lease of those e-mails runs out, and the next run sends them.
    await database.prisma.emailMessage.updateMany({
      where: { dedupeKey: { startsWith: `post:${id}:` } },
      data: { nextAttemptAt: new Date(Date.now() - 1000) },
    });
    const report = await runScheduledJobs(later(6));
    expect(report.jobs["email-retries"]!.sent).toBe(3);
    expect(report.jobs.posts).toEqual({ sent: 0, skipped: 0, failed: 0 });
    await runScheduledJobs(later(12));
    const emails = await postEmails(id);
    expect(emails.map((message) => message.to).sort()).toEqual(readers.map((one) => one.email).sort());
    expect(emails.every((message) => message.status === "sent")).toBe(true);
    expect((await database.prisma.post.findUniqueOrThrow({ where: { id } })).status).toBe("sent");
  });
});

describe("the one-click unsubscribe of a post", () => {
  it("ends news with no session or Origin, refuses a foreign Origin and a forged token, and answers a repeat the same", async () => {
    const leaving = await person();
    const staying = await person();
    const id = await savedPost();
    await delivery.sendDuePosts(new Date());
    const emails = await postEmails(id);
    const headersOf = (to: string) => emails.find((message) => message.to === to)!.headers as Record<string, string>;
    expect(headersOf(leaving.email)["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const url = /^<(.+)>$/.exec(headersOf(leaving.email)["List-Unsubscribe"]!)![1]!;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:9\/api\/unsubscribe\?list=news&token=/);
    expect(emails.find((message) => message.to === leaving.email)!.html).toContain("/unsubscribe?list=news&amp;token=");
    const post = (target: string, headers: Record<string, string> = {}) =>
      unsubscribe(
        new Request(target, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
          body: "List-Unsubscribe=One-Click",
        }),
      );
    const wantsNews = async (userId: string) => (await database.prisma.user.findUniqueOrThrow({ where: { id: userId } })).marketingEmails;

    // A page on another site cannot unsubscribe anyone; a forged or another list's token neither.
    const stayingUrl = /^<(.+)>$/.exec(headersOf(staying.email)["List-Unsubscribe"]!)![1]!;
    expect((await post(stayingUrl, { origin: "https://evil.example" })).status).toBe(403);
    const forged = stayingUrl.replace(/token=([^.]+)\.(.)/, (_, user: string, first: string) => `token=${user}.${first === "A" ? "B" : "A"}`);
    expect((await post(forged)).status).toBe(400);
    expect((await post(`${SITE_URL}/api/unsubscribe?list=news&token=${leaving.id}.abc`)).status).toBe(400);
    expect(await wantsNews(staying.id)).toBe(true);

    // The mail provider's POST: no cookies, no Origin, the form body. Twice is the same answer.
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await post(url);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("You are unsubscribed from news e-mails.");
    }
    expect(await wantsNews(leaving.id)).toBe(false);
    expect(await wantsNews(staying.id)).toBe(true);
    const [listed] = await posts.listPosts();
    expect(listed!.stats).toMatchObject({ audience: 2, sent: 2, unsubscribedSince: 1 });

    // multipart/form-data, the encoding RFC 8058 asks mail providers for, works the same; any other field does not.
    const multipart = (field: string, value: string) => {
      const form = new FormData();
      form.set(field, value);
      return unsubscribe(new Request(stayingUrl, { method: "POST", body: form }));
    };
    expect((await multipart("List-Unsubscribe", "Two-Clicks")).status).toBe(400);
    expect((await multipart("Unsubscribe", "One-Click")).status).toBe(400);
    expect(await wantsNews(staying.id)).toBe(true);
    expect((await multipart("List-Unsubscribe", "One-Click")).status).toBe(200);
    expect(await wantsNews(staying.id)).toBe(false);

    // The person's News page lists the post; someone it was not sent to sees nothing.
    const theirs = await posts.postsSentTo(leaving.id);
    expect(theirs.map((one) => one.subject)).toEqual(["Spring notes"]);
    expect(theirs[0]!.html).toContain("<h1>Hello</h1>");
    expect(await posts.postsSentTo(admin.id)).toEqual([]);
  });
});
