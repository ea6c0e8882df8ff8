import type { Metadata } from "next";
import { Suspense } from "react";
import { InvalidUnsubscribeMessage } from "@/components/account/invalid-unsubscribe-link";
import { EmailListForm } from "@/components/account/email-list-form";
import { programmeEmailsChoice } from "@/lib/atomic-year/unsubscribe";
import { chooseProgrammeEmails } from "@/lib/atomic-year/unsubscribe-actions";
import { newsEmailsChoice } from "@/lib/email/news";
import { chooseNewsEmails } from "@/lib/account/news-actions";

const NEWS_TEXTS = {
  subscribed: "You get news e-mails: new editions of guides you own, and a reminder when a checkout is left unfinished.",
  unsubscribed: "You are unsubscribed from news e-mails. Your guides stay on your shelf, and receipts still arrive.",
  unsubscribe: "Unsubscribe from news e-mails",
};

const PROGRAMME_TEXTS = {
  subscribed: "You get every e-mail of The Atomic Year: the monthly guides, the check-ins two weeks after each guide, and the notes that open each season.",
  unsubscribed: "You are unsubscribed from the check-ins and season notes. Your monthly guides still arrive on your shelf, each with a short e-mail.",
  unsubscribe: "Unsubscribe from check-ins and season notes",
};

export const metadata: Metadata = { title: "Your e-mails", robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// Opening the page changes nothing (mail scanners open links); the button does. A token that is not
// ours never gets here: the proxy answers it with the invalid-link page and a 404. `list=news`: news
// e-mails (lib/email/news.ts); otherwise the Atomic Year's check-ins and season notes.
export default function UnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 md:py-24">
      <Suspense fallback={<div className="mt-6 h-44" aria-hidden="true" />}>
        <Choice searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

async function Choice({ searchParams }: { searchParams: SearchParams }) {
  const { token, list } = await searchParams;
  if (list === "news") {
    const news = await newsEmailsChoice(token);
    return (
      <>
        <h1 className="font-serif text-4xl font-semibold">News e-mails</h1>
        {news && typeof token === "string" ? (
          <EmailListForm token={token} subscribed={news.subscribed} choose={chooseNewsEmails} texts={NEWS_TEXTS} rejoinAfterLeavingOnly />
        ) : (
          <InvalidUnsubscribeMessage />
        )}
      </>
    );
  }
  return (
    <>
      <h1 className="font-serif text-4xl font-semibold">Atomic Year e-mails</h1>
      <ProgrammeChoice token={token} />
    </>
  );
}

async function ProgrammeChoice({ token }: { token: string | string[] | undefined }) {
  const choice = await programmeEmailsChoice(token);
  // A signed link for an account that has since been deleted.
  if (!choice || typeof token !== "string") return <InvalidUnsubscribeMessage />;
  return <EmailListForm token={token} subscribed={!choice.optedOut} choose={chooseProgrammeEmails} texts={PROGRAMME_TEXTS} />;
}
