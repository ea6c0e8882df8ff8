// Reviews on a real database: only an owner of a guide (not refunded) rates it, once, and may edit or
// delete it; a visitor, a non-owner, a refunded owner, a forged guide id or a malformed rating
// changes nothing; the guide's page shows the average, the count and the newest reviews (named by
// first name and initial) and is revalidated when they change; an admin hides a review with a reason
// (audited) and its author sees why; and the scheduled job asks an owner who finished a guide for a
// review once, only when they want news. Every request comes from a browser holding a real Auth.js
// session cookie, so the app's own auth() decides who is asking; time moves by moving stored dates.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { formData, inBrowser, newBrowser, type Browser } from "../support/next-browsers";
import { revalidations } from "../support/next-cache";
import { signedInPerson, type Person } from "../support/sign-in";
import { seededShop, type Shop } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());
vi.mock("next/cache", async (importOriginal) => (await import("../support/next-cache")).nextCacheStandIn(await importOriginal()));

const HOUR = 3_600_000;
const NOT_OWNER = { ok: false, code: "not_owner", error: "Only readers who own this guide can review it." };

let shop: Shop | undefined;
let database: TestDatabase;
let actions: typeof import("@/lib/reviews/actions");
let adminActions: typeof import("@/lib/admin/review-actions");
let queries: typeof import("@/lib/reviews/queries");
let reviews: typeof import("@/lib/reviews/reviews");
let moderation: typeof import("@/lib/reviews/moderation");
let accountActions: typeof import("@/lib/account/actions");
let requests: typeof import("@/lib/reviews/requests");
let recordRefund: typeof import("@/lib/fulfilment/refunds").recordRefund;
let saveReadingPlace: typeof import("@/lib/shelf/reading").saveReadingPlace;
let pdfPageCount: typeof import("@/lib/pdf/page-count").pdfPageCount;
let guideIds: string[];

beforeAll(async () => {
  shop = await seededShop("reviews", (dir) => ({
    AUTH_SECRET: "reviews-test-secret-that-is-long-enough-0000",
    STORAGE_DIR: dir,
    S3_BUCKET: undefined,
    SITE_URL: "http://127.0.0.1:9",
    ADMIN_EMAILS: "boss@reader.test",
    STRIPE_SECRET_KEY: undefined,
    RESEND_API_KEY: undefined,
  }));
  database = shop.database;
  actions = await import("@/lib/reviews/actions");
  adminActions = await import("@/lib/admin/review-actions");
  queries = await import("@/lib/reviews/queries");
  reviews = await import("@/lib/reviews/reviews");
  moderation = await import("@/lib/reviews/moderation");
  accountActions = await import("@/lib/account/actions");
  requests = await import("@/lib/reviews/requests");
  ({ recordRefund } = await import("@/lib/fulfilment/refunds"));
  ({ saveReadingPlace } = await import("@/lib/shelf/reading"));
  ({ pdfPageCount } = await import("@/lib/pdf/page-count"));
  guideIds = (await database.prisma.guide.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((guide) => guide.id);
}, 300_000);

afterAll(() => shop?.close());

beforeEach(() => {
  revalidations.length = 0;
});

let counter = 0;
/** A signed-in reader, with a full name so their initial shows; opted in to news unless told otherwise. */
async function reader(name = "Ayla Kaya", marketingEmails = true): Promise<Person> {
  counter += 1;
  return signedInPerson(database.prisma, {
    email: `reader-${counter}@reader.test`,
    firstName: name.split(" ")[0],
    name,
    marketingEmails,
    marketingConsentAt: marketingEmails ? new Date() : null,
  });
}

/** Puts a guide on the reader's shelf as a paid order would, and returns the order's payment id. */
async function own(who: Person, guideId: string): Promise<string> {
  const paymentIntentId = `pi_reviews_${who.id}_${guideId}`;
  const order = await database.prisma.order.create({
    data: {
      userId: who.id,
      kind: "guides",
      status: "fulfilled",
      totalCents: 600,
      subtotalCents: 600,
      paymentIntentId,
      customerEmail: who.email,
      paidAt: new Date(),
    },
  });
  await database.prisma.userGuide.create({ data: { userId: who.id, guideId, acquiredVia: "purchase", orderId: order.id } });
  return paymentIntentId;
}

const save = (browser: Browser, fields: Record<string, string>) => inBrowser(browser, () => actions.saveReviewAction(null, formData(fields)));
const remove = (browser: Browser, guideId: string) => inBrowser(browser, () => actions.deleteReviewAction(null, formData({ guideId })));
const reviewCount = () => database.prisma.review.count();

describe("writing a review", () => {
  it("an owner rates a guide with a text; the guide's page shows it by first name and initial, and is revalidated", async () => {
    const guideId = guideIds[0]!;
    const slug = (await database.prisma.guide.findUniqueOrThrow({ where: { id: guideId }, select: { slug: true } })).slug;
    const ayla = await reader("Ayla Kaya");
    await own(ayla, guideId);
    expect(await save(ayla.browser, { guideId, rating: "4", body: "Short and <b>useful</b> & kind." })).toEqual({
      ok: true,
      message: "Thank you! Your review is on the guide's page.",
    });
    expect(revalidations).toEqual(expect.arrayContaining(["tag:reviews", `tag:guide:${slug}`, `path:/guides/${slug}`, "path:/guides"]));
    const page = await queries.getGuideReviews(guideId, slug);
    expect(page.count).toBe(1);
    expect(page.average).toBe(4);
    expect(page.reviews).toEqual([expect.objectContaining({ rating: 4, body: "Short and <b>useful</b> & kind.", author: "Ayla K." })]);
    expect((await queries.getRatingSummaries())[guideId]).toEqual({ average: 4, count: 1 });

    // Edited: still one review, the new stars and text.
    expect((await save(ayla.browser, { guideId, rating: "5", body: "" })).ok).toBe(true);
    const edited = await queries.getGuideReviews(guideId, slug);
    expect(edited).toMatchObject({ count: 1, average: 5 });
    expect(edited.reviews[0]).toMatchObject({ rating: 5, body: null });
  });

  it("a change of its author's name reaches the guide's page that shows the review", async () => {
    const guideId = guideIds[12]!;
    const slug = (await database.prisma.guide.findUniqueOrThrow({ where: { id: guideId }, select: { slug: true } })).slug;
    const author = await reader("Zora Lee");
    await own(author, guideId);
    expect((await save(author.browser, { guideId, rating: "5" })).ok).toBe(true);
    revalidations.length = 0;
    expect(await inBrowser(author.browser, () => accountActions.changeNameAction({ firstName: "Zed" }))).toEqual({ ok: true });
    expect(revalidations).toEqual(expect.arrayContaining([`tag:guide:${slug}`, `path:/guides/${slug}`]));
    expect((await queries.getGuideReviews(guideId, slug)).reviews).toEqual([expect.objectContaining({ author: expect.stringMatching(/^Zed\b/) })]);
  });

  it("the average and the count cover every shown review, newest first", async () => {
    const guideId = guideIds[1]!;
    const slug = (await database.prisma.guide.findUniqueOrThrow({ where: { id: guideId }, select: { slug: true } })).slug;
    for (const [name, rating] of [
      ["Bo Lin", "5"],
      ["Cem Ates", "4"],
      ["Dee", "2"],
    ] as const) {
      const who = await reader(name);
      await own(who, guideId);
      expect((await save(who.browser, { guideId, rating })).ok).toBe(true);
    }
    const page = await queries.getGuideReviews(guideId, slug);
    expect(page.count).toBe(3);
    expect(page.average).toBeCloseTo(11 / 3);
    expect(page.reviews.map((review) => review.author)).toEqual(["Dee", "Cem A.", "Bo L."]);
    const summaries = await queries.getRatingSummaries();
    expect(summaries[guideId]!.count).toBe(3);
    expect(summaries[guideId]!.average).toBeCloseTo(11 / 3);
  });

  it("refuses a visitor, a non-owner and a forged guide id, writing nothing", async () => {
    const before = await reviewCount();
    expect(await save(newBrowser(), { guideId: guideIds[2]!, rating: "5" })).toEqual({
      ok: false,
      code: "sign_in",
      error: "Please sign in to review a guide.",
    });
    const stranger = await reader("Sam Stone");
    expect(await save(stranger.browser, { guideId: guideIds[2]!, rating: "5" })).toEqual(NOT_OWNER);
    expect(await save(stranger.browser, { guideId: "power_999", rating: "5" })).toEqual(NOT_OWNER);
    expect(await reviewCount()).toBe(before);
  });

  it("refuses a rating outside 1-5 and a text over 1,000 characters under their field, writing nothing", async () => {
    const owner = await reader("Eve Park");
    const guideId = guideIds[3]!;
    await own(owner, guideId);
    const before = await reviewCount();
    for (const rating of ["0", "6", "3.5", "x", ""]) {
      expect(await save(owner.browser, { guideId, rating }), rating).toMatchObject({ ok: false, code: "invalid_input", field: "rating" });
    }
    expect(await save(owner.browser, { guideId, rating: "3", body: "a".repeat(1001) })).toMatchObject({
      ok: false,
      field: "body",
      error: "Please keep your review to 1000 characters.",
    });
    // Not a form at all.
    expect(await inBrowser(owner.browser, () => actions.saveReviewAction(null, { guideId, rating: 5 }))).toMatchObject({ ok: false, code: "invalid_input" });
    expect(await reviewCount()).toBe(before);
  });

  it("two first saves at the same moment leave one review", async () => {
    const owner = await reader("Fay Moss");
    const guideId = guideIds[4]!;
    await own(owner, guideId);
    const answers = await Promise.all([save(owner.browser, { guideId, rating: "3" }), save(owner.browser, { guideId, rating: "4" })]);
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(await database.prisma.review.count({ where: { userId: owner.id, guideId } })).toBe(1);
  });

  it("each person writes and deletes only their own review", async () => {
    const guideId = guideIds[5]!;
    const first = await reader("Gus Hale");
    const second = await reader("Hana Ito");
    await own(first, guideId);
    await own(second, guideId);
    expect((await save(first.browser, { guideId, rating: "5", body: "Mine." })).ok).toBe(true);
    // The second person's session has no review to delete; the first's is untouched.
    expect(await remove(second.browser, guideId)).toEqual({ ok: false, code: "not_found", error: "There is no review of yours to delete." });
    expect((await save(second.browser, { guideId, rating: "1" })).ok).toBe(true);
    const rows = await database.prisma.review.findMany({ where: { guideId }, select: { userId: true, rating: true, body: true }, orderBy: { rating: "asc" } });
    expect(rows).toEqual([
      { userId: second.id, rating: 1, body: null },
      { userId: first.id, rating: 5, body: "Mine." },
    ]);
    expect(await remove(first.browser, guideId)).toEqual({ ok: true, message: "Your review was deleted." });
    expect(await database.prisma.review.count({ where: { guideId, userId: first.id } })).toBe(0);
    expect(await remove(newBrowser(), guideId)).toMatchObject({ ok: false, code: "sign_in" });
  });
});

describe("a refund", () => {
  it("takes the review off the guide's page and the right to write one", async () => {
    const guideId = guideIds[6]!;
    const slug = (await database.prisma.guide.findUniqueOrThrow({ where: { id: guideId }, select: { slug: true } })).slug;
    const buyer = await reader("Ida Nel");
    const paymentIntentId = await own(buyer, guideId);
    expect((await save(buyer.browser, { guideId, rating: "2", body: "Not for me." })).ok).toBe(true);
    expect((await queries.getGuideReviews(guideId, slug)).count).toBe(1);
    revalidations.length = 0;

    expect((await recordRefund({ paymentIntentId, amountRefundedCents: 600, fullyRefunded: true })).status).toBe("refunded");
    expect(revalidations).toEqual(expect.arrayContaining([`tag:guide:${slug}`, "tag:reviews"]));
    expect(await queries.getGuideReviews(guideId, slug)).toMatchObject({ count: 0, reviews: [] });
    expect((await queries.getRatingSummaries())[guideId]).toBeUndefined();
    expect(await save(buyer.browser, { guideId, rating: "5" })).toEqual(NOT_OWNER);
    const listed = (await moderation.listReviews("all", 1, 100)).reviews.find((review) => review.email === buyer.email);
    expect(listed).toMatchObject({ ownsGuide: false, rating: 2 });
  });
});

describe("a refunded gift", () => {
  it("takes its recipient's review off the guide's page", async () => {
    const guideId = guideIds[8]!;
    const slug = (await database.prisma.guide.findUniqueOrThrow({ where: { id: guideId }, select: { slug: true } })).slug;
    const giver = await reader("Gil Ver");
    const recipient = await reader("Rita Cip");
    const paymentIntentId = `pi_reviews_gift_${recipient.id}`;
    const order = await database.prisma.order.create({
      data: {
        userId: giver.id,
        kind: "gift_guide",
        status: "fulfilled",
        totalCents: 600,
        subtotalCents: 600,
        paymentIntentId,
        customerEmail: giver.email,
        paidAt: new Date(),
      },
    });
    await database.prisma.gift.create({
      data: {
        giftType: "guide",
        orderId: order.id,
        giverUserId: giver.id,
        giverEmail: giver.email,
        recipientEmail: recipient.email,
        recipientUserId: recipient.id,
        guideId,
        deliveryDate: new Date(),
        amountPaidCents: 600,
        deliveredAt: new Date(),
        isActivated: true,
        activatedAt: new Date(),
      },
    });
    await database.prisma.userGuide.create({ data: { userId: recipient.id, guideId, acquiredVia: "gift", orderId: order.id } });
    expect((await save(recipient.browser, { guideId, rating: "4", body: "A lovely present." })).ok).toBe(true);
    expect((await queries.getGuideReviews(guideId, slug)).count).toBe(1);
    revalidations.length = 0;

    expect((await recordRefund({ paymentIntentId, amountRefundedCents: 600, fullyRefunded: true })).status).toBe("refunded");
    expect(await database.prisma.userGuide.count({ where: { userId: recipient.id, guideId } })).toBe(0);
    expect(revalidations).toEqual(expect.arrayContaining([`tag:guide:${slug}`, "tag:reviews", `path:/guides/${slug}`]));
  });
});

describe("the admin's moderation", () => {
  it("hides a review with a reason (audited); its author sees why; showing it again puts it back", async () => {
    const guideId = guideIds[7]!;
    const slug = (await database.prisma.guide.findUniqueOrThrow({ where: { id: guideId }, select: { slug: true } })).slug;
    const author = await reader("Jon Roe");
    await own(author, guideId);
    expect((await save(author.browser, { guideId, rating: "1", body: "Buy my course at spam.example" })).ok).toBe(true);
    const review = await database.prisma.review.findUniqueOrThrow({ where: { userId_guideId: { userId: author.id, guideId } }, select: { id: true } });
    const admin = await signedInPerson(database.prisma, { email: "boss@reader.test", emailVerified: new Date() });

    // Nobody but an admin, and not without a reason.
    expect(await inBrowser(newBrowser(), () => adminActions.hideReview({ reviewId: review.id, reason: "x" }))).toMatchObject({
      ok: false,
      code: "sign_in",
      status: 401,
    });
    expect(await inBrowser(author.browser, () => adminActions.hideReview({ reviewId: review.id, reason: "x" }))).toMatchObject({
      ok: false,
      code: "forbidden",
      status: 403,
    });
    expect(await inBrowser(admin.browser, () => adminActions.hideReview({ reviewId: review.id, reason: "  " }))).toMatchObject({ ok: false, status: 400 });
    expect(await inBrowser(admin.browser, () => adminActions.hideReview({ reviewId: "nope", reason: "Spam" }))).toMatchObject({ ok: false, status: 404 });
    expect((await reviews.ownReview(author.id, guideId))!.hidden).toBe(false);

    expect(await inBrowser(admin.browser, () => adminActions.hideReview({ reviewId: review.id, reason: "Advertising" }))).toMatchObject({ ok: true });
    expect(await inBrowser(admin.browser, () => adminActions.hideReview({ reviewId: review.id, reason: "Again" }))).toMatchObject({ ok: false, status: 409 });
    expect(await queries.getGuideReviews(guideId, slug)).toMatchObject({ count: 0 });
    expect(await reviews.ownReview(author.id, guideId)).toMatchObject({ hidden: true, hiddenReason: "Advertising" });
    // Editing keeps it hidden.
    expect(await save(author.browser, { guideId, rating: "2" })).toEqual({ ok: true, message: "Your review is saved. It stays hidden from the guide's page." });
    expect(await queries.getGuideReviews(guideId, slug)).toMatchObject({ count: 0 });
    const audit = await database.prisma.adminAuditLog.findMany({ where: { target: review.id }, select: { action: true, email: true } });
    expect(audit).toEqual([{ action: "review.hide", email: "boss@reader.test" }]);

    expect(await inBrowser(author.browser, () => adminActions.showReview(review.id))).toMatchObject({ ok: false, status: 403 });
    expect(await inBrowser(admin.browser, () => adminActions.showReview(review.id))).toMatchObject({ ok: true });
    expect(await queries.getGuideReviews(guideId, slug)).toMatchObject({ count: 1 });
  });

  it("keeps a hidden review hidden when its author deletes it and writes again", async () => {
    const guideId = guideIds[9]!;
    const slug = (await database.prisma.guide.findUniqueOrThrow({ where: { id: guideId }, select: { slug: true } })).slug;
    const author = await reader("Kit Fox");
    await own(author, guideId);
    expect((await save(author.browser, { guideId, rating: "1", body: "Visit spam.example" })).ok).toBe(true);
    const review = await database.prisma.review.findUniqueOrThrow({ where: { userId_guideId: { userId: author.id, guideId } }, select: { id: true } });
    const admin = await signedInPerson(database.prisma, { email: "boss@reader.test", emailVerified: new Date() });
    expect(await inBrowser(admin.browser, () => adminActions.hideReview({ reviewId: review.id, reason: "Advertising" }))).toMatchObject({ ok: true });

    // Deleted: gone for its author (text erased), still hidden, and nothing left to moderate.
    expect(await remove(author.browser, guideId)).toEqual({ ok: true, message: "Your review was deleted." });
    expect(await reviews.ownReview(author.id, guideId)).toBeNull();
    expect(await database.prisma.review.findUniqueOrThrow({ where: { id: review.id }, select: { body: true, hiddenAt: true } })).toMatchObject({
      body: null,
      hiddenAt: expect.any(Date),
    });
    expect((await moderation.listReviews("all", 1, 100)).reviews.some((listed) => listed.id === review.id)).toBe(false);
    expect(await inBrowser(admin.browser, () => adminActions.showReview(review.id))).toMatchObject({ ok: false });
    expect(await remove(author.browser, guideId)).toMatchObject({ ok: false });

    // Written again: the author's review once more, hidden as it was, and not on the page.
    expect(await save(author.browser, { guideId, rating: "5", body: "Visit spam.example again" })).toEqual({
      ok: true,
      message: "Your review is saved. It stays hidden from the guide's page.",
    });
    expect(await reviews.ownReview(author.id, guideId)).toMatchObject({ hidden: true, hiddenReason: "Advertising", rating: 5 });
    expect(await queries.getGuideReviews(guideId, slug)).toMatchObject({ count: 0 });
    expect(await database.prisma.review.count({ where: { userId: author.id, guideId } })).toBe(1);
  });

  it("a hide and its author's delete at the same moment: whichever lands first, a hidden review never comes back", async () => {
    const guideId = guideIds[11]!;
    const slug = (await database.prisma.guide.findUniqueOrThrow({ where: { id: guideId }, select: { slug: true } })).slug;
    const admin = await signedInPerson(database.prisma, { email: "boss@reader.test", emailVerified: new Date() });
    const outcomes = new Set<string>();
    for (let round = 0; round < 8; round++) {
      const author = await reader(`Race Author${round}`);
      await own(author, guideId);
      expect((await save(author.browser, { guideId, rating: "1", body: "Visit spam.example" })).ok).toBe(true);
      const review = await database.prisma.review.findUniqueOrThrow({ where: { userId_guideId: { userId: author.id, guideId } }, select: { id: true } });
      const [hidden, deleted] = await Promise.all([
        inBrowser(admin.browser, () => adminActions.hideReview({ reviewId: review.id, reason: "Advertising" })),
        remove(author.browser, guideId),
      ]);
      expect(deleted).toEqual({ ok: true, message: "Your review was deleted." });
      const written = await save(author.browser, { guideId, rating: "5", body: "Visit spam.example again" });
      if (hidden.ok) {
        // Hidden first: the delete withdrew it, and the new text stays hidden.
        expect(written).toEqual({ ok: true, message: "Your review is saved. It stays hidden from the guide's page." });
        expect(await reviews.ownReview(author.id, guideId)).toMatchObject({ hidden: true, hiddenReason: "Advertising" });
        outcomes.add("hidden first");
      } else {
        // Deleted first: there was nothing left to hide, and the new review is the author's own.
        expect(hidden).toMatchObject({ ok: false, status: 404, message: "No such review." });
        expect(await reviews.ownReview(author.id, guideId)).toMatchObject({ hidden: false });
        outcomes.add("deleted first");
      }
    }
    const shown = await database.prisma.review.count({ where: { guideId, hiddenAt: null } });
    expect((await queries.getGuideReviews(guideId, slug)).count).toBe(shown);
    expect(outcomes.size).toBeGreaterThan(0);
  });
});

describe("the e-mail asking for a review", () => {
  /** The reader reaches the guide's last page, `hoursAgo` ago. */
  async function finish(who: Person, guideId: string, hoursAgo: number) {
    const guide = await database.prisma.guide.findUniqueOrThrow({ where: { id: guideId }, select: { pdfStoragePath: true, updatedAt: true } });
    const last = (await pdfPageCount(guide.pdfStoragePath!, guide.updatedAt))!;
    expect(await saveReadingPlace({ id: who.id, isAdmin: false }, guideId, "desktop", last)).toMatchObject({ ok: true });
    await database.prisma.userGuide.update({
      where: { userId_guideId: { userId: who.id, guideId } },
      data: { finishedAt: new Date(Date.now() - hoursAgo * HOUR) },
    });
  }
  const asks = (email: string) =>
    database.prisma.emailMessage.findMany({ where: { to: email, type: "review_request" }, select: { subject: true, html: true, text: true } });
  const outcome = async (who: Person, guideId: string) =>
    (await database.prisma.userGuide.findUniqueOrThrow({ where: { userId_guideId: { userId: who.id, guideId } }, select: { reviewRequestOutcome: true } }))
      .reviewRequestOutcome;

  it("reaching the last page marks the guide finished, and the shelf asks about it", async () => {
    const who = await reader("Kai Lu");
    const guideId = guideIds[8]!;
    await own(who, guideId);
    const guide = await database.prisma.guide.findUniqueOrThrow({ where: { id: guideId }, select: { pdfStoragePath: true, updatedAt: true, title: true } });
    const last = (await pdfPageCount(guide.pdfStoragePath!, guide.updatedAt))!;
    await saveReadingPlace({ id: who.id, isAdmin: false }, guideId, "desktop", last - 1);
    const { getShelfOwnership } = await import("@/lib/shelf/queries");
    expect((await getShelfOwnership(who.id)).finishedUnreviewed).toEqual([]);
    await saveReadingPlace({ id: who.id, isAdmin: false }, guideId, "desktop", last);
    expect((await getShelfOwnership(who.id)).finishedUnreviewed).toEqual([{ guideId, title: guide.title }]);
    expect((await save(who.browser, { guideId, rating: "5" })).ok).toBe(true);
    expect(await getShelfOwnership(who.id)).toMatchObject({ finishedUnreviewed: [], reviewedGuideIds: [guideId] });
  });

  it("goes once, two hours after the last page, to an owner who wants news, with the one-click unsubscribe", async () => {
    const who = await reader("Lea Fox");
    const guideId = guideIds[9]!;
    await own(who, guideId);
    await finish(who, guideId, 1);
    await requests.sendReviewRequests(new Date());
    expect(await asks(who.email)).toHaveLength(0);
    expect(await outcome(who, guideId)).toBeNull();

    await database.prisma.userGuide.update({ where: { userId_guideId: { userId: who.id, guideId } }, data: { finishedAt: new Date(Date.now() - 3 * HOUR) } });
    // Two runs at the same moment: one e-mail.
    await Promise.all([requests.sendReviewRequests(new Date()), requests.sendReviewRequests(new Date())]);
    await requests.sendReviewRequests(new Date());
    const title = (await database.prisma.guide.findUniqueOrThrow({ where: { id: guideId }, select: { title: true, slug: true } })).title;
    const sent = await asks(who.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`How did you find ${title}?`);
    expect(sent[0]!.text).toContain("/shelf/review/");
    expect(sent[0]!.text).toContain("/unsubscribe?list=news&token=");
    expect(await outcome(who, guideId)).toBe("sent");
    const record = await database.prisma.emailMessage.findFirstOrThrow({ where: { to: who.email, type: "review_request" }, select: { headers: true } });
    expect(record.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });

  it("never goes to someone who did not opt in or turned news off, who reviewed already, or whose address is suppressed", async () => {
    const quiet = await reader("Max Orr", false);
    const reviewed = await reader("Nia Poe");
    const bounced = await reader("Oli Quy");
    const guideId = guideIds[10]!;
    for (const who of [quiet, reviewed, bounced]) {
      await own(who, guideId);
      await finish(who, guideId, 3);
    }
    expect((await save(reviewed.browser, { guideId, rating: "4" })).ok).toBe(true);
    await database.prisma.emailSuppression.create({ data: { address: bounced.email, reason: "hard_bounce", suppressedAt: new Date() } });
    await requests.sendReviewRequests(new Date());
    for (const who of [quiet, reviewed, bounced]) expect(await asks(who.email)).toHaveLength(0);
    expect(await outcome(quiet, guideId)).toBe("not_opted_in");
    expect(await outcome(reviewed, guideId)).toBe("already_reviewed");
    expect(await outcome(bounced, guideId)).toBe("suppressed");
  });
});
