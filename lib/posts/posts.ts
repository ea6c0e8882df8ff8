import "server-only";
// Posts as the admin writes and reads them, and as their readers find them on the account's News
// page. A post is scheduled until the scheduled job decides its recipients (lib/posts/delivery.ts);
// only then can it no longer be edited or cancelled: both are conditional updates on that status.
import { z } from "zod";
import { db, Prisma } from "@/lib/db";
import { audienceColumns, audienceSchema, NO_SUCH_GUIDE, resolveAudience, storedAudience, type Audience } from "./audience";
import { POST_EMAIL_TYPE } from "./compose";
import { renderPostMarkdown } from "./markdown";

export const SUBJECT_MAX = 150;
export const BODY_MAX = 20_000;
/** The furthest ahead a post may be scheduled. */
const LATEST_MS = 366 * 24 * 3_600_000;

// Control characters other than tab and line breaks have no place in a subject or a text.
const printable = (text: string) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text);

export const subjectSchema = z
  .string("Please write a subject.")
  .trim()
  .min(1, "Please write a subject.")
  .max(SUBJECT_MAX, `The subject is at most ${SUBJECT_MAX} characters.`)
  .refine((text) => printable(text) && !/[\r\n]/.test(text), "The subject is one line of text.");
export const bodySchema = z
  .string("Please write the post.")
  .trim()
  .min(1, "Please write the post.")
  .max(BODY_MAX, `The post is at most ${BODY_MAX.toLocaleString("en-US")} characters.`)
  .refine(printable, "The post holds characters that are not text.");

const timeZoneSchema = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, "Unknown time zone.");

export const postInputSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  subject: subjectSchema,
  body: bodySchema,
  audience: audienceSchema,
  /** When to send (an ISO instant); null, absent or past: now. */
  sendAt: z.iso.datetime({ offset: true, message: "Please choose a valid time." }).nullish(),
  timeZone: timeZoneSchema,
  /** The editor's key for a new post (one per post it writes). */
  draftKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/)
    .optional(),
});
export type PostInput = z.infer<typeof postInputSchema>;

/** `repeated`: the same new post's save again (its draft key), answered as the first was, changing nothing. */
export type SaveResult = { ok: true; id: string; sendAt: Date; created: boolean; repeated?: boolean } | { ok: false; status: 400 | 404 | 409; message: string };

export const NOT_EDITABLE = "This post has started sending or was cancelled: it can no longer be changed.";

/** Writes a new post, or changes a scheduled one. A time in the past means now. */
export async function savePost(input: PostInput, authorId: string, now: Date = new Date()): Promise<SaveResult> {
  const audience = await resolveAudience(input.audience);
  if (!audience) return { ok: false, status: 400, message: NO_SUCH_GUIDE };
  const chosen = input.sendAt ? new Date(input.sendAt) : now;
  if (chosen.getTime() - now.getTime() > LATEST_MS) return { ok: false, status: 400, message: "Please choose a time within a year." };
  const sendAt = chosen < now ? now : chosen;
  const data = { subject: input.subject, body: input.body, ...audienceColumns(audience), sendAt, timeZone: input.timeZone };
  if (!input.id) {
    try {
      const post = await db().post.create({ data: { ...data, authorId, draftKey: input.draftKey ?? null }, select: { id: true } });
      return { ok: true, id: post.id, sendAt, created: true };
    } catch (error) {
      if (!(input.draftKey && error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
      const first = await db().post.findUnique({ where: { draftKey: input.draftKey }, select: { id: true, sendAt: true } });
      if (!first) throw error;
      return { ok: true, id: first.id, sendAt: first.sendAt, created: true, repeated: true };
    }
  }
  const updated = await db().post.updateMany({ where: { id: input.id, status: "scheduled" }, data: { ...data, claimedUntil: null } });
  if (updated.count === 1) return { ok: true, id: input.id, sendAt, created: false };
  const exists = await db().post.findUnique({ where: { id: input.id }, select: { id: true } });
  return exists ? { ok: false, status: 409, message: NOT_EDITABLE } : { ok: false, status: 404, message: "No such post." };
}

/** Cancels a scheduled post: "cancelled", "started" (too late) or "missing". */
export async function cancelPost(id: string, now: Date = new Date()): Promise<"cancelled" | "started" | "missing"> {
  const updated = await db().post.updateMany({ where: { id, status: "scheduled" }, data: { status: "cancelled", cancelledAt: now, claimedUntil: null } });
  if (updated.count === 1) return "cancelled";
  return (await db().post.findUnique({ where: { id }, select: { id: true } })) ? "started" : "missing";
}

export type PostStats = {
  audience: number | null;
  sent: number;
  failed: number;
  pending: number;
  skipped: Record<string, number>;
  unsubscribedSince: number;
};

async function statsOf(post: { id: string; decidedAt: Date | null; audienceSize: number | null }): Promise<PostStats> {
  const [outcomes, messages, unsubscribedSince] = await Promise.all([
    db().postRecipient.groupBy({ by: ["outcome"], where: { postId: post.id }, _count: { _all: true } }),
    db().emailMessage.groupBy({ by: ["status"], where: { type: POST_EMAIL_TYPE, dedupeKey: { startsWith: `post:${post.id}:` } }, _count: { _all: true } }),
    post.decidedAt
      ? db().postRecipient.count({ where: { postId: post.id, outcome: "sent", user: { marketingEmails: false, marketingEndedAt: { gte: post.decidedAt } } } })
      : Promise.resolve(0),
  ]);
  const byStatus = Object.fromEntries(messages.map((row) => [row.status, row._count._all]));
  const skipped = Object.fromEntries(outcomes.filter((row) => row.outcome && row.outcome !== "sent").map((row) => [row.outcome!, row._count._all]));
  const waiting = outcomes.find((row) => row.outcome === null)?._count._all ?? 0;
  return {
    audience: post.audienceSize,
    sent: byStatus.sent ?? 0,
    failed: byStatus.failed ?? 0,
    pending: waiting + (byStatus.queued ?? 0) + (byStatus.sending ?? 0),
    skipped,
    unsubscribedSince,
  };
}

export type AdminPost = {
  id: string;
  subject: string;
  body: string;
  audience: Audience;
  audienceGuide: { slug: string; title: string } | null;
  status: "scheduled" | "sending" | "sent" | "cancelled";
  sendAt: Date;
  timeZone: string;
  sentAt: Date | null;
  createdAt: Date;
  author: string | null;
  stats: PostStats;
};

/** The latest posts with their figures, newest first. */
export async function listPosts(take = 30): Promise<AdminPost[]> {
  const posts = await db().post.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: {
      id: true,
      subject: true,
      body: true,
      audienceKind: true,
      audienceGuideId: true,
      audienceStrand: true,
      status: true,
      sendAt: true,
      timeZone: true,
      sentAt: true,
      decidedAt: true,
      audienceSize: true,
      createdAt: true,
      author: { select: { email: true } },
      guide: { select: { slug: true, title: true } },
    },
  });
  return Promise.all(
    posts.map(async (post) => ({
      id: post.id,
      subject: post.subject,
      body: post.body,
      audience: storedAudience(post),
      audienceGuide: post.guide,
      status: post.status,
      sendAt: post.sendAt,
      timeZone: post.timeZone,
      sentAt: post.sentAt,
      createdAt: post.createdAt,
      author: post.author?.email ?? null,
      stats: await statsOf(post),
    })),
  );
}

/** The posts sent to this person, newest first, each with its web copy. */
export async function postsSentTo(userId: string, take = 50) {
  const rows = await db().postRecipient.findMany({
    where: { userId, outcome: "sent" },
    orderBy: [{ doneAt: "desc" }, { id: "desc" }],
    take,
    select: { doneAt: true, post: { select: { id: true, subject: true, body: true } } },
  });
  return rows.map((row) => ({ id: row.post.id, subject: row.post.subject, sentAt: row.doneAt!, html: renderPostMarkdown(row.post.body, "web") }));
}

/** What the editor offers: the guides (by slug) and the strands with their names. */
export async function postFormOptions() {
  const [guides, strands] = await Promise.all([
    db().guide.findMany({ orderBy: [{ strand: "asc" }, { sortOrder: "asc" }], select: { slug: true, title: true } }),
    db().strandInfo.findMany({ select: { strand: true, name: true } }),
  ]);
  const order = ["power", "feeling", "motion", "vision"];
  return {
    guides,
    strands: strands.sort((a, b) => order.indexOf(a.strand) - order.indexOf(b.strand)).map((row) => ({ value: row.strand, label: row.name })),
  };
}

/** A scheduled post as the editor opens it; null when there is none such or it has started. */
export async function editablePost(id: string) {
  const post = await db().post.findFirst({
    where: { id, status: "scheduled" },
    select: { id: true, subject: true, body: true, audienceKind: true, audienceStrand: true, sendAt: true, guide: { select: { slug: true } } },
  });
  if (!post) return null;
  return {
    id: post.id,
    subject: post.subject,
    body: post.body,
    audienceKind: storedAudience({ ...post, audienceGuideId: post.guide ? post.guide.slug : null }).kind,
    guide: post.guide?.slug ?? "",
    strand: post.audienceStrand ?? "",
    sendAt: post.sendAt.toISOString(),
  };
}
