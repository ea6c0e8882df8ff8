"use client";

import Link from "next/link";
import type { Ref } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { LOGIN_TITLES } from "./login-titles";

/** What the sign-up form gives way to once a confirmation link is on its way. */
export function CheckInbox({
  ref,
  sentTo,
  buying,
  resend,
  resending,
  error,
  onDifferentEmail,
  onSignIn,
}: {
  ref: Ref<HTMLHeadingElement>;
  sentTo: string;
  /** The person was buying: the link brings them back to the purchase. */
  buying: boolean;
  resend: () => void;
  resending: boolean;
  /** Why the last resend failed. */
  error: { title: string; message: string } | null;
  onDifferentEmail: () => void;
  onSignIn: () => void;
}) {
  return (
    <div className="w-full max-w-md rounded-3xl border border-ink/10 bg-white/70 p-6 shadow-sm md:p-8" data-testid="check-inbox">
      <h1 ref={ref} tabIndex={-1} className="font-serif text-3xl font-semibold outline-none">
        {LOGIN_TITLES.inbox}
      </h1>
      <p className="mt-3 text-ink-soft">
        We sent a confirmation link to <strong className="font-medium text-ink">{sentTo}</strong>. Open it to activate your account
        {buying ? "; it brings you straight back to your purchase." : "."}
      </p>
      <Button type="button" variant="outline" className="mt-6 w-full" onClick={resend} disabled={resending}>
        {resending ? "Sending..." : "Resend confirmation email"}
      </Button>
      <FormError error={error} className="mt-4" />
      <div className="mt-6 rounded-2xl bg-cream/70 p-4 text-sm text-ink-soft">
        <p className="font-medium text-ink">Nothing arrived?</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>It can take a minute or two. Look in your spam or promotions folder as well.</li>
          <li>Check the address above. If it is wrong, create the account again with the right one.</li>
          <li>
            Still nothing after a few minutes? Resend the link, or{" "}
            <Link href="/contact" className="font-medium text-ink underline underline-offset-4">
              contact us
            </Link>
            .
          </li>
        </ul>
      </div>
      <div className="mt-5 flex flex-col items-center gap-3 text-sm">
        <button type="button" onClick={onDifferentEmail} className="font-medium text-ink underline underline-offset-4">
          Use a different email
        </button>
        <button type="button" onClick={onSignIn} className="text-ink-soft underline-offset-4 hover:underline">
          Already confirmed? Sign in
        </button>
      </div>
    </div>
  );
}
