"use client";

import Link from "next/link";
import { useActionState } from "react";
import { Button } from "@/components/ui/button";

/** The shop's one result shape: where the list stands (with the token that may undo a leaving, for
 * a list that needs one), or why nothing changed. */
type ListState = { ok: true; subscribed: boolean; rejoin?: string } | { ok: false; error: string };

/** What the form says while subscribed and unsubscribed, and its unsubscribe button. */
type ListTexts = { subscribed: string; unsubscribed: string; unsubscribe: string };

/**
 * Leave (or rejoin) one list of e-mails, by the e-mail's token: `choose` is the list's server action.
 * `rejoinAfterLeavingOnly`: the list is rejoined here only right after leaving it here (news, which
 * needs the reader's own consent); otherwise the account's e-mail preferences do it.
 */
export function EmailListForm({
  token,
  subscribed,
  choose,
  texts,
  rejoinAfterLeavingOnly = false,
}: {
  token: string;
  subscribed: boolean;
  choose: (state: ListState, form: FormData) => Promise<ListState>;
  texts: ListTexts;
  rejoinAfterLeavingOnly?: boolean;
}) {
  const [state, action, pending] = useActionState<ListState, FormData>(choose, { ok: true, subscribed });
  if (!state.ok) {
    return (
      <p role="alert" className="mt-6 text-power-ink">
        {state.error}
      </p>
    );
  }
  const unsubscribed = !state.subscribed;
  if (unsubscribed && rejoinAfterLeavingOnly && !state.rejoin) {
    return (
      <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-soft">
        <p role="status">{texts.unsubscribed}</p>
        <p>
          To get them again, turn them on in your{" "}
          <Link href="/account#emails" className="font-medium text-ink underline underline-offset-4">
            account&apos;s e-mail preferences
          </Link>
          .
        </p>
      </div>
    );
  }
  return (
    <form action={action} className="mt-6 space-y-4">
      <input type="hidden" name="token" value={token} />
      {state.rejoin ? <input type="hidden" name="rejoin" value={state.rejoin} /> : null}
      <input type="hidden" name="subscribe" value={unsubscribed ? "yes" : "no"} />
      <p role="status" className="text-lg leading-relaxed text-ink-soft">
        {unsubscribed ? texts.unsubscribed : texts.subscribed}
      </p>
      <Button type="submit" disabled={pending} variant={unsubscribed ? "default" : "outline"}>
        {unsubscribed ? "Resubscribe" : texts.unsubscribe}
      </Button>
    </form>
  );
}
