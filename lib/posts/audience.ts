import "server-only";
// Who a post goes to. Always the people who opted in to news (users.marketing_emails) from a
// confirmed address (anyone can type someone else's address into the sign-up form; only its owner can
// confirm it) that is not suppressed (email_suppressions), optionally narrowed to the owners of one guide, the
// owners of any guide in a strand, or the people whose Atomic Year is running. The browser sends only
// the rule (a kind and a guide's slug or a strand); the server finds the guide, counts and decides. One
// SQL condition serves the count the admin sees and the recipients the scheduled job writes.
import { z } from "zod";
import { db, Prisma } from "@/lib/db";

const STRANDS = ["power", "feeling", "motion", "vision"] as const;
type PostStrand = (typeof STRANDS)[number];

/** The rule as the browser sends it. */
export const audienceSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("all") }),
    z.object({
      kind: z.literal("guide"),
      guide: z
        .string("Please choose a guide.")
        .trim()
        .min(1, "Please choose a guide.")
        .max(120)
        .regex(/^[a-z0-9-]+$/, "No such guide."),
    }),
    z.object({ kind: z.literal("strand"), strand: z.enum(STRANDS, "No such strand.") }),
    z.object({ kind: z.literal("atomic_year") }),
  ],
  "Please choose who gets the post.",
);
export type AudienceInput = z.infer<typeof audienceSchema>;

/** The rule as stored: a guide by its id. */
export type Audience = { kind: "all" } | { kind: "guide"; guideId: string } | { kind: "strand"; strand: PostStrand } | { kind: "atomic_year" };

export const NO_SUCH_GUIDE = "No such guide.";

/** The stored rule of a browser's rule: the guide found by its slug; null when there is no such guide. */
export async function resolveAudience(input: AudienceInput): Promise<Audience | null> {
  if (input.kind !== "guide") return input;
  const guide = await db().guide.findUnique({ where: { slug: input.guide }, select: { id: true } });
  return guide ? { kind: "guide", guideId: guide.id } : null;
}

/** The stored columns of a rule. */
export function audienceColumns(audience: Audience) {
  return {
    audienceKind: audience.kind,
    audienceGuideId: audience.kind === "guide" ? audience.guideId : null,
    audienceStrand: audience.kind === "strand" ? audience.strand : null,
  };
}

/** The rule of a stored post. */
export function storedAudience(post: { audienceKind: string; audienceGuideId: string | null; audienceStrand: string | null }): Audience {
  if (post.audienceKind === "guide" && post.audienceGuideId) return { kind: "guide", guideId: post.audienceGuideId };
  if (post.audienceKind === "strand" && post.audienceStrand) return { kind: "strand", strand: post.audienceStrand as PostStrand };
  if (post.audienceKind === "atomic_year") return { kind: "atomic_year" };
  return { kind: "all" };
}

const at = (date: Date) => Prisma.sql`CAST(${date.toISOString()} AS timestamp(3))`;

/** The condition on `u` (a row of users) that the rule's people meet at `now`. */
export function audienceCondition(audience: Audience, now: Date): Prisma.Sql {
  const base = Prisma.sql`u."marketing_emails" = true AND u."email_verified" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "email_suppressions" AS s WHERE s."address" = lower(trim(u."email")) AND s."suppressed_at" IS NOT NULL)`;
  switch (audience.kind) {
    case "guide":
      return Prisma.sql`${base} AND EXISTS (SELECT 1 FROM "user_guides" AS ug WHERE ug."user_id" = u."id" AND ug."guide_id" = ${audience.guideId})`;
    case "strand":
      return Prisma.sql`${base} AND EXISTS (
        SELECT 1 FROM "user_guides" AS ug JOIN "guides" AS g ON g."id" = ug."guide_id"
        WHERE ug."user_id" = u."id" AND g."strand" = CAST(${audience.strand} AS "Strand"))`;
    case "atomic_year":
      return Prisma.sql`${base} AND EXISTS (
        SELECT 1 FROM "atomic_year_subscriptions" AS a
        WHERE a."user_id" = u."id" AND a."status" = 'active' AND a."subscription_start" <= ${at(now)} AND a."subscription_end" > ${at(now)})`;
    default:
      return base;
  }
}

/** How many people the rule reaches now. */
export async function countAudience(audience: Audience, now: Date = new Date()): Promise<number> {
  const [row] = await db().$queryRaw<{ count: number }[]>`SELECT count(*)::int AS "count" FROM "users" AS u WHERE ${audienceCondition(audience, now)}`;
  return row?.count ?? 0;
}
