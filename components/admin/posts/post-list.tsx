// The posts, newest first: status, audience, time (in the zone it was written in), and the figures of
// those that went out: audience size, sent, failed, skipped with their reasons, and how many of the
// people who got it have turned news off since.
import Link from "next/link";
import { Button } from "@/components/ui/button";
import type { AdminPost } from "@/lib/posts/posts";
import { CancelPost } from "./cancel-post";

const STATUS = { scheduled: "Scheduled", sending: "Sending", sent: "Sent", cancelled: "Cancelled" } as const;
const SKIPPED = { not_opted_in: "turned news off", suppressed: "address suppressed", deleted: "account deleted" } as Record<string, string>;

function timeIn(date: Date, zone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: zone,
    timeZoneName: "short",
  }).format(date);
}

function audienceLabel(post: AdminPost, strands: Record<string, string>): string {
  switch (post.audience.kind) {
    case "guide":
      return `Owners of ${post.audienceGuide?.title ?? "a guide"}`;
    case "strand":
      return `Owners of a ${strands[post.audience.strand] ?? post.audience.strand} guide`;
    case "atomic_year":
      return "People in a running Atomic Year";
    default:
      return "Everyone who chose news";
  }
}

function Figure({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="rounded-xl bg-beige/50 px-3 py-2">
      <dt className="text-xs text-ink-soft">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

export function PostList({ posts, strands }: { posts: AdminPost[]; strands: Record<string, string> }) {
  if (posts.length === 0) return <p className="text-ink-soft">No posts yet.</p>;
  return (
    <ul className="divide-y divide-ink/10 rounded-2xl border border-ink/10 bg-white/70">
      {posts.map((post) => {
        const skipped = Object.entries(post.stats.skipped);
        const skippedTotal = skipped.reduce((sum, [, count]) => sum + count, 0);
        return (
          <li key={post.id} className="grid gap-3 p-4 md:p-5" data-testid="admin-post">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium break-words">{post.subject}</p>
                <p className="mt-1 text-sm text-ink-soft">
                  <span className="rounded-full bg-beige px-2 py-0.5 text-xs font-semibold text-ink">{STATUS[post.status]}</span> ·{" "}
                  {audienceLabel(post, strands)} · {post.status === "sent" && post.sentAt ? "sent" : "sends"}{" "}
                  {timeIn(post.sentAt ?? post.sendAt, post.timeZone)}
                  {post.author ? (
                    <>
                      {" "}
                      · by <span className="break-all">{post.author}</span>
                    </>
                  ) : null}
                </p>
              </div>
              {post.status === "scheduled" ? (
                <div className="flex gap-2">
                  <Button asChild size="sm" variant="outline">
                    <Link href={`/admin/posts?edit=${post.id}`} aria-label={`Edit the post ${post.subject}`}>
                      Edit
                    </Link>
                  </Button>
                  <CancelPost id={post.id} subject={post.subject} />
                </div>
              ) : null}
            </div>
            {post.stats.audience !== null ? (
              <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-5" aria-label={`Figures of ${post.subject}`}>
                <Figure label="Audience" value={post.stats.audience} />
                <Figure label="Sent" value={post.stats.sent} />
                <Figure label="Failed" value={post.stats.failed} />
                <Figure label="Skipped" value={skippedTotal} />
                <Figure label="Unsubscribed since" value={post.stats.unsubscribedSince} />
              </dl>
            ) : null}
            {skipped.length > 0 ? (
              <p className="text-xs text-ink-soft">Skipped: {skipped.map(([reason, count]) => `${count} ${SKIPPED[reason] ?? reason}`).join(", ")}</p>
            ) : null}
            {post.stats.pending > 0 ? <p className="text-xs text-ink-soft">{post.stats.pending} still on their way.</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
