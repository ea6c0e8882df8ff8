import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ProgrammeEmailsForm } from "@/components/account/programme-emails-form";
import { verifyUnsubscribeToken } from "@/lib/atomic-year/unsubscribe";
import { db } from "@/lib/db";

export const metadata: Metadata = { title: "Atomic Year e-mails", robots: { index: false, follow: false } };

// Opening the page changes nothing (mail scanners open links); the button does.
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  const userId = verifyUnsubscribeToken(token);
  const user = userId ? await db().user.findUnique({ where: { id: userId }, select: { programmeEmailsOptOut: true } }) : null;
  if (!user || typeof token !== "string") notFound();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 md:py-24">
      <h1 className="font-serif text-4xl font-semibold">Atomic Year e-mails</h1>
      <ProgrammeEmailsForm token={token} optedOut={user.programmeEmailsOptOut} />
    </div>
  );
}
