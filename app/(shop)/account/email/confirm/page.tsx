// The link of an e-mail change: shown to the account that asked for it, signed in (a visitor is sent
// to sign in and brought back). Opening the page changes nothing; the button does, so a mail
// scanner following the link uses nothing up.
import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { ConfirmEmailChange } from "@/components/account/confirm-email-change";
import { Button } from "@/components/ui/button";
import { pendingEmailChange } from "@/lib/account/email-change";
import { EMAIL_CHANGE_MESSAGES } from "@/lib/account/messages";
import { requireUserOrRedirect } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Confirm your new e-mail address", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default function ConfirmEmailChangePage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 md:py-16">
      <Suspense
        fallback={
          <p role="status" className="py-24 text-center text-ink-soft">
            Loading...
          </p>
        }
      >
        <Confirm searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

async function Confirm({ searchParams }: { searchParams: SearchParams }) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw.slice(0, 200) : "";
  const user = await requireUserOrRedirect(`/account/email/confirm?token=${encodeURIComponent(token)}`);
  const newEmail = token ? await pendingEmailChange(user, token) : null;
  return (
    <div className="rounded-3xl border border-ink/10 bg-white/80 p-6 shadow-sm md:p-8">
      <h1 className="font-serif text-3xl font-semibold">Confirm your new e-mail address</h1>
      {newEmail ? (
        <>
          <p className="mt-3 text-ink-soft">
            Your account uses <span className="font-medium break-all text-ink">{user.email}</span>. Confirm to use{" "}
            <span className="font-medium break-all text-ink">{newEmail}</span> from now on: you will sign in with it and our e-mails will go there.
          </p>
          <ConfirmEmailChange token={token} />
        </>
      ) : (
        <>
          <p role="alert" className="mt-3 text-ink-soft">
            {EMAIL_CHANGE_MESSAGES.invalidLink}
          </p>
          <Button asChild className="mt-6">
            <Link href="/account#email-address">Go to my account</Link>
          </Button>
        </>
      )}
    </div>
  );
}
