// The local mailbox: every e-mail the outbox recorded, newest first. Exists only while e-mail goes
// to the outbox (no RESEND_API_KEY), and opens only for the local key holder and admins: for
// anyone else it is a 404, as with real e-mail configured.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { Suspense } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { listMailbox, mailboxRecipientSchema } from "@/lib/email/mailbox";
import { canReadMailbox } from "@/lib/local-tools/access";

export const metadata: Metadata = { title: "Mailbox", robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default function MailboxPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="mx-auto max-w-5xl px-4 pt-12 pb-16 md:px-6 md:pt-16">
      <Suspense fallback={<p className="text-ink-soft">Opening the mailbox...</p>}>
        <Mailbox searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

const timeFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });

async function Mailbox({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  if (!(await canReadMailbox())) notFound();
  const rawTo = (await searchParams).to;
  const requested = typeof rawTo === "string" ? rawTo.trim() : "";
  const parsedTo = requested === "" ? undefined : mailboxRecipientSchema.safeParse(requested);
  const to = parsedTo?.success ? parsedTo.data : undefined;
  const messages = await listMailbox({ to });

  return (
    <>
      <h1 className="font-serif text-4xl font-semibold md:text-5xl">Mailbox</h1>
      <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-soft">
        E-mail is not sent anywhere on this machine: every message the shop sends lands here instead.
      </p>

      <form method="get" action="/dev/mailbox" className="mt-8 flex flex-col gap-3 rounded-2xl border border-ink/10 bg-white/70 p-4 md:flex-row md:items-end">
        <div className="flex-1 space-y-2">
          <label htmlFor="mailbox-to" className="text-sm font-medium text-ink">
            Recipient
          </label>
          <Input id="mailbox-to" name="to" type="email" defaultValue={requested} placeholder="reader@example.com" aria-invalid={parsedTo?.success === false} />
        </div>
        <div className="flex gap-2">
          <Button type="submit">Filter</Button>
          {requested ? (
            <Button asChild variant="outline">
              <Link href="/dev/mailbox">Show all</Link>
            </Button>
          ) : null}
        </div>
      </form>
      {parsedTo?.success === false ? (
        <p role="alert" className="mt-3 text-sm font-medium text-power-ink">
          That is not an e-mail address; showing every message.
        </p>
      ) : null}

      {messages.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-ink/10 bg-white/70 p-8 text-center">
          <p className="font-serif text-xl font-semibold">No messages{to ? ` for ${to}` : ""} yet.</p>
          <p className="mt-2 text-ink-soft">Sign up, reset a password or write through the contact form, and the e-mail appears here.</p>
        </div>
      ) : (
        <ul className="mt-8 divide-y divide-ink/10 overflow-hidden rounded-2xl border border-ink/10 bg-white/70">
          {messages.map((message) => (
            <li key={message.id}>
              <Link href={`/dev/mailbox/${message.id}`} className="flex flex-col gap-1 px-5 py-4 hover:bg-beige/60 md:flex-row md:items-center md:gap-6">
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-ink">{message.subject}</span>
                  <span className="block truncate text-sm text-ink-soft">To {message.to}</span>
                </span>
                <span className="flex shrink-0 items-center gap-2 text-sm text-ink-soft">
                  <Badge variant="outline">{message.type}</Badge>
                  <Badge variant={message.status === "sent" ? "soft" : "default"}>{message.status}</Badge>
                  <time dateTime={message.createdAt.toISOString()}>{timeFormat.format(message.createdAt)} UTC</time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
