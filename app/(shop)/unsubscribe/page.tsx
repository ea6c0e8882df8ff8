import type { Metadata } from "next";
import { Suspense } from "react";
import { InvalidUnsubscribeMessage } from "@/components/account/invalid-unsubscribe-link";
import { ProgrammeEmailsForm } from "@/components/account/programme-emails-form";
import { programmeEmailsChoice } from "@/lib/atomic-year/unsubscribe";

export const metadata: Metadata = { title: "Atomic Year e-mails", robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// Opening the page changes nothing (mail scanners open links); the button does. A token that is not
// ours never gets here: the proxy answers it with the invalid-link page and a 404.
export default function UnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 md:py-24">
      <h1 className="font-serif text-4xl font-semibold">Atomic Year e-mails</h1>
      <Suspense fallback={<div className="mt-6 h-32" aria-hidden="true" />}>
        <Choice searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

async function Choice({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  const choice = await programmeEmailsChoice(token);
  // A signed link for an account that has since been deleted.
  if (!choice || typeof token !== "string") return <InvalidUnsubscribeMessage />;
  return <ProgrammeEmailsForm token={token} optedOut={choice.optedOut} />;
}
