"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { chooseProgrammeEmails, type ProgrammeEmailsState } from "@/lib/atomic-year/unsubscribe-actions";

/** Unsubscribe (or resubscribe) from the Atomic Year's check-ins and season notes, by the e-mail's token. */
export function ProgrammeEmailsForm({ token, optedOut }: { token: string; optedOut: boolean }) {
  const [state, action, pending] = useActionState<ProgrammeEmailsState, FormData>(chooseProgrammeEmails, {
    status: optedOut ? "unsubscribed" : "subscribed",
  });
  if (state.status === "error") {
    return (
      <p role="alert" className="mt-6 text-power-ink">
        {state.message}
      </p>
    );
  }
  const unsubscribed = state.status === "unsubscribed";
  return (
    <form action={action} className="mt-6 space-y-4">
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="subscribe" value={unsubscribed ? "yes" : "no"} />
      <p role="status" className="text-lg leading-relaxed text-ink-soft">
        {unsubscribed
          ? "You are unsubscribed from the check-ins and season notes. Your monthly guides still arrive on your shelf, each with a short e-mail."
          : "You get every e-mail of The Atomic Year: the monthly guides, the check-ins two weeks after each guide, and the notes that open each season."}
      </p>
      <Button type="submit" disabled={pending} variant={unsubscribed ? "default" : "outline"}>
        {unsubscribed ? "Resubscribe" : "Unsubscribe from check-ins and season notes"}
      </Button>
    </form>
  );
}
