// One e-mail from the local mailbox. The HTML is shown in a sandboxed frame (no scripts, no
// navigation of the frame or this page); its links open in a new tab, as in a mail client, and are
// listed below as ordinary links too. Only for the local key holder and admins.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { Suspense } from "react";
import { Badge } from "@/components/ui/badge";
import { getMailboxMessage } from "@/lib/email/mailbox";
import { emailMessageIdSchema } from "@/lib/email/records";
import { canReadMailbox } from "@/lib/local-tools/access";

export const metadata: Metadata = { title: "Mailbox message", robots: { index: false, follow: false } };

type Params = Promise<{ id: string }>;

export default function MailboxMessagePage({ params }: { params: Params }) {
  return (
    <div className="mx-auto max-w-5xl px-4 pt-12 pb-16 md:px-6 md:pt-16">
      <Suspense fallback={<p className="text-ink-soft">Opening the message...</p>}>
        <MailboxMessage params={params} />
      </Suspense>
    </div>
  );
}

/** A `<base target="_blank">` in the e-mail's head: a click in the frame opens the link in a new tab. */
function linksInNewTab(html: string): string {
  const base = '<base target="_blank">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`) : `${base}${html}`;
}

const timeFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });

async function MailboxMessage({ params }: { params: Params }) {
  await connection();
  if (!(await canReadMailbox())) notFound();
  const id = emailMessageIdSchema.safeParse((await params).id);
  if (!id.success) notFound();
  const message = await getMailboxMessage(id.data);
  if (!message) notFound();

  return (
    <>
      <Link
        href={`/dev/mailbox?to=${encodeURIComponent(message.to)}`}
        className="text-sm font-medium text-ink-soft underline underline-offset-4 hover:text-ink"
      >
        Back to the mailbox
      </Link>
      <h1 className="mt-4 font-serif text-3xl font-semibold md:text-4xl">{message.subject}</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-soft">To</dt>
        <dd className="break-all">{message.to}</dd>
        <dt className="text-ink-soft">Type</dt>
        <dd>
          <Badge variant="outline">{message.type}</Badge> <Badge variant={message.status === "sent" ? "soft" : "default"}>{message.status}</Badge>
        </dd>
        <dt className="text-ink-soft">Time</dt>
        <dd>
          <time dateTime={message.createdAt.toISOString()}>{timeFormat.format(message.createdAt)} UTC</time>
        </dd>
      </dl>

      <section aria-labelledby="mailbox-links" className="mt-8 rounded-2xl border border-ink/10 bg-white/70 p-5">
        <h2 id="mailbox-links" className="font-serif text-xl font-semibold">
          Links in this e-mail
        </h2>
        {message.links.length === 0 ? (
          <p className="mt-2 text-sm text-ink-soft">This e-mail has no links.</p>
        ) : (
          <ul className="mt-3 space-y-2 text-sm">
            {message.links.map((href) => (
              <li key={href}>
                <a href={href} className="break-all font-medium text-ink underline underline-offset-4 hover:text-ink-soft">
                  {href}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <iframe
        title={`E-mail: ${message.subject}`}
        // Popups may escape the sandbox so a clicked link opens the shop as a normal tab; no scripts run in the frame.
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        srcDoc={linksInNewTab(message.html)}
        className="mt-8 h-[75vh] w-full rounded-2xl border border-ink/10 bg-white"
      />
    </>
  );
}
