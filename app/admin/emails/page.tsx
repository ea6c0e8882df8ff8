// E-mail management: four tabs (Atomic Year templates, guide purchase
// templates, schedules, special e-mails), the outbox (with what the provider reported of each
// e-mail) and the suppressed addresses. Each tab loads only its own data; the
// admin rule was checked by the layout and is checked again here and in every action.
import type { Metadata } from "next";
import Link from "next/link";
import { utcTime } from "@/components/admin/format";
import { AtomicYearTemplates } from "@/components/admin/emails/atomic-year-templates";
import { GuidePurchaseTemplates } from "@/components/admin/emails/guide-purchase-templates";
import { DeliveryBadge } from "@/components/admin/emails/delivery-badge";
import { LiftSuppressionButton } from "@/components/admin/emails/lift-suppression-button";
import { ResendButton } from "@/components/admin/emails/resend-button";
import { ScheduleTable } from "@/components/admin/emails/schedule-table";
import { SpecialEmails } from "@/components/admin/emails/special-emails";
import { TestAddressProvider } from "@/components/admin/emails/test-address";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  atomicYearSlots,
  GUIDE_PURCHASE_VARIABLES,
  guideChoices,
  guidePurchaseTemplates,
  listOutbox,
  OUTBOX_STATUSES,
  outboxMessage,
  outboxQuerySchema,
  scheduleEntries,
  SPECIAL_TYPES,
  specialTemplates,
  type OutboxQuery,
} from "@/lib/admin/emails";
import { listSuppressions } from "@/lib/admin/deliverability";
import { requireAdmin } from "@/lib/auth/session";
import { cn } from "@/lib/utils";

export const metadata: Metadata = { title: "E-mails" };

const TABS = [
  { id: "atomic-year", label: "Atomic Year Templates" },
  { id: "guide-purchase", label: "Guide Purchase Templates" },
  { id: "schedules", label: "Email Schedules" },
  { id: "special", label: "Special Emails" },
  { id: "outbox", label: "Outbox" },
  { id: "suppressed", label: "Suppressed addresses" },
] as const;
type TabId = (typeof TABS)[number]["id"];

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const single = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

export default async function AdminEmailsPage({ searchParams }: { searchParams: SearchParams }) {
  const admin = await requireAdmin();
  const raw = await searchParams;
  const tab: TabId = TABS.find((entry) => entry.id === raw.tab)?.id ?? "atomic-year";
  const userName = admin.name || "Friend";

  return (
    <div className="space-y-6">
      <h1 className="font-serif text-3xl font-semibold md:text-4xl">E-mail management</h1>
      <nav aria-label="E-mail tabs" className="flex flex-wrap gap-1.5">
        {TABS.map((entry) => (
          <Link
            key={entry.id}
            href={`/admin/emails?tab=${entry.id}`}
            aria-current={entry.id === tab ? "page" : undefined}
            className={cn(
              "shrink-0 rounded-xl border px-4 py-2 text-sm font-medium",
              entry.id === tab ? "border-ink bg-ink text-cream hover:bg-ink/85" : "border-ink/15 hover:bg-beige",
            )}
          >
            {entry.label}
          </Link>
        ))}
      </nav>
      <section aria-label={TABS.find((entry) => entry.id === tab)?.label}>
        <TestAddressProvider email={admin.email}>
          {tab === "atomic-year" && <AtomicYearTab userName={userName} />}
          {tab === "guide-purchase" && <GuidePurchaseTab userName={userName} />}
          {tab === "schedules" && <SchedulesTab />}
          {tab === "special" && <SpecialTab userName={userName} />}
          {tab === "suppressed" && <SuppressedTab />}
          {tab === "outbox" && (
            <OutboxTab query={outboxQuerySchema.parse({ status: single(raw.status), page: single(raw.page) ?? 1, message: single(raw.message) })} />
          )}
        </TestAddressProvider>
      </section>
    </div>
  );
}

async function AtomicYearTab({ userName }: { userName: string }) {
  const slots = await atomicYearSlots();
  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-sm text-ink-soft">
        The 28 e-mails of the year, in schedule order. The preview fills your name and the year; every other placeholder reads [TEST VALUE], as in a test
        e-mail.
      </p>
      <AtomicYearTemplates
        userName={userName}
        slots={slots.map((slot) => ({
          code: slot.code,
          name: slot.template?.name ?? slot.defaultName,
          day: slot.day,
          template: slot.template && { subject: slot.template.subject, htmlContent: slot.template.htmlContent, isActive: slot.template.isActive },
        }))}
      />
    </div>
  );
}

async function GuidePurchaseTab({ userName }: { userName: string }) {
  const entries = await guidePurchaseTemplates();
  return (
    <GuidePurchaseTemplates
      userName={userName}
      variables={GUIDE_PURCHASE_VARIABLES}
      entries={entries.map((entry) => ({
        guide: entry.guide,
        stored: entry.stored !== null,
        draft: { name: entry.draft.name, subject: entry.draft.subject, htmlContent: entry.draft.htmlContent, isActive: entry.draft.isActive },
      }))}
    />
  );
}

async function SchedulesTab() {
  const entries = await scheduleEntries();
  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-sm text-ink-soft">
        Days after the programme starts, 0 to 365. A change applies at once to every running programme that has not had that e-mail yet, and to the Atomic Year
        pages&apos; timing.
      </p>
      <ScheduleTable
        rows={entries.map((entry) => ({
          id: entry.id,
          day: entry.daysAfterSubscription,
          description: entry.description,
          isActive: entry.isActive,
          template: entry.template,
        }))}
      />
    </div>
  );
}

async function SpecialTab({ userName }: { userName: string }) {
  const [cards, guides] = await Promise.all([specialTemplates(), guideChoices()]);
  return <SpecialEmails cards={cards} guides={guides} types={SPECIAL_TYPES} userName={userName} />;
}

const REASONS: Record<string, string> = { hard_bounce: "Hard bounce", complaint: "Complaint", soft_bounces: "Soft bounces" };

async function SuppressedTab() {
  const rows = await listSuppressions();
  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-sm text-ink-soft">
        Addresses that bounced for good, complained, or bounced softly three times in a row. They get no programme e-mails, news or reminders; receipts and
        account e-mails are still sent. Lift one when its owner has fixed their inbox.
      </p>
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-ink/20 p-6 text-center text-ink-soft">No suppressed addresses.</p>
      ) : (
        <ul className="divide-y divide-ink/10 overflow-hidden rounded-2xl border border-ink/10 bg-white/70" aria-label="Suppressed addresses">
          {rows.map((row) => (
            <li key={row.address} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
              <div className="min-w-0 flex-1">
                <span className="block font-medium break-all">{row.address}</span>
                <span className="block text-sm text-ink-soft">
                  {REASONS[row.reason] ?? row.reason} · {utcTime(row.suppressedAt)}
                  {row.detail ? ` · ${row.detail}` : ""}
                </span>
              </div>
              <LiftSuppressionButton address={row.address} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function outboxHref(query: OutboxQuery, extra: Partial<OutboxQuery>): string {
  const next = { ...query, ...extra };
  const params = new URLSearchParams({ tab: "outbox" });
  if (next.status) params.set("status", next.status);
  if (next.page > 1) params.set("page", String(next.page));
  if (next.message) params.set("message", next.message);
  return `/admin/emails?${params.toString()}`;
}

async function OutboxTab({ query }: { query: OutboxQuery }) {
  const [{ messages, total, pages }, selected] = await Promise.all([listOutbox(query), query.message ? outboxMessage(query.message) : null]);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Filter by status">
        {[undefined, ...OUTBOX_STATUSES].map((status) => (
          <Link
            key={status ?? "all"}
            href={outboxHref(query, { status, page: 1, message: undefined })}
            aria-current={query.status === status ? "page" : undefined}
            className={cn(
              "rounded-full border px-3 py-1 text-sm",
              query.status === status ? "border-ink bg-ink text-cream hover:bg-ink/85" : "border-ink/15 hover:bg-beige",
            )}
          >
            {status ?? "all"}
          </Link>
        ))}
        <span className="ml-auto text-sm text-ink-soft">
          {total} {total === 1 ? "e-mail" : "e-mails"}
        </span>
      </div>

      <div className={selected ? "grid gap-6 xl:grid-cols-[1fr_480px]" : ""}>
        {messages.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-ink/20 p-6 text-center text-ink-soft">No e-mails{query.status ? ` ${query.status}` : ""}.</p>
        ) : (
          <ul className="min-w-0 divide-y divide-ink/10 overflow-hidden rounded-2xl border border-ink/10 bg-white/70" aria-label="Outbox">
            {messages.map((message) => (
              <li
                key={message.id}
                className={cn("flex flex-col gap-2 px-4 py-3 md:flex-row md:items-center md:gap-4", message.id === query.message && "bg-beige/60")}
              >
                <Link href={outboxHref(query, { message: message.id })} scroll={false} className="min-w-0 flex-1">
                  <span className="block truncate font-medium underline-offset-4 hover:underline">{message.subject}</span>
                  <span className="block truncate text-sm text-ink-soft">
                    To {message.to} · <span className="font-mono text-xs">{message.type}</span> · {utcTime(message.createdAt)}
                  </span>
                  {message.error && <span className="block truncate text-sm text-rose-800">{message.error}</span>}
                </Link>
                <span className="flex shrink-0 items-center gap-2">
                  <Badge variant={message.status === "sent" ? "soft" : "default"}>{message.status}</Badge>
                  <DeliveryBadge delivery={message.delivery} />
                  {message.status === "failed" && <ResendButton id={message.id} to={message.to} />}
                </span>
              </li>
            ))}
          </ul>
        )}

        {selected && (
          <aside aria-labelledby="outbox-message" className="min-w-0 space-y-3 rounded-2xl border border-ink/15 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <h2 id="outbox-message" className="font-serif text-lg font-semibold break-words">
                {selected.subject}
              </h2>
              <Link href={outboxHref(query, { message: undefined })} scroll={false} className="shrink-0 text-sm underline underline-offset-4">
                Close
              </Link>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-ink-soft">To</dt>
              <dd className="break-all">{selected.to}</dd>
              <dt className="text-ink-soft">Status</dt>
              <dd>
                {selected.status} · {selected.attempts} {selected.attempts === 1 ? "attempt" : "attempts"}
              </dd>
              <dt className="text-ink-soft">Provider id</dt>
              <dd className="font-mono text-xs break-all">{selected.providerId ?? "-"}</dd>
              <dt className="text-ink-soft">Delivery</dt>
              <dd>{selected.delivery && selected.deliveryAt ? `${selected.delivery} · ${utcTime(selected.deliveryAt)}` : "-"}</dd>
              <dt className="text-ink-soft">Error</dt>
              <dd className="break-words">{selected.error ?? "-"}</dd>
              <dt className="text-ink-soft">Created</dt>
              <dd>{utcTime(selected.createdAt)}</dd>
              <dt className="text-ink-soft">Sent</dt>
              <dd>{utcTime(selected.sentAt)}</dd>
            </dl>
            {selected.status === "failed" && <ResendButton id={selected.id} to={selected.to} />}
            <iframe
              title={`E-mail: ${selected.subject}`}
              // The recorded message as its recipient sees it, never run: no scripts, no navigation.
              sandbox=""
              srcDoc={selected.html}
              className="h-[32rem] w-full rounded-xl border border-ink/10 bg-white"
            />
          </aside>
        )}
      </div>

      {pages > 1 && (
        <nav aria-label="Outbox pages" className="flex items-center justify-between gap-3">
          {query.page > 1 ? (
            <Button asChild variant="outline" size="sm">
              <Link href={outboxHref(query, { page: query.page - 1, message: undefined })}>Newer</Link>
            </Button>
          ) : (
            <span />
          )}
          <span className="text-sm text-ink-soft">
            Page {query.page} of {pages}
          </span>
          {query.page < pages ? (
            <Button asChild variant="outline" size="sm">
              <Link href={outboxHref(query, { page: query.page + 1, message: undefined })}>Older</Link>
            </Button>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
