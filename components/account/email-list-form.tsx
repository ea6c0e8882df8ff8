"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";

/** The shop's one result shape: where the list stands, or why nothing changed. */
type ListState = { ok: true; subscribed: boolean } | { ok: false; error: string };

/** What the form says while subscribed and unsubscribed, and its unsubscribe button. */
type ListTexts = { subscribed: string; unsubscribed: string; unsubscribe: string };

/** Leave (or rejoin) one list of e-mails, by the e-mail's token: `choose` is the list's server action. */
export function EmailListForm({
  token,
  subscribed,
  choose,
  texts,
}: {
  token: string;
  subscribed: boolean;
  choose: (state: ListState, form: FormData) => Promise<ListState>;
  texts: ListTexts;
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
  return (
    <form action={action} className="mt-6 space-y-4">
      <input type="hidden" name="token" value={token} />
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
