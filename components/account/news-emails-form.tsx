"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { chooseNewsEmails, type NewsEmailsState } from "@/lib/email/news-actions";

/** Leave (or rejoin) news e-mails, by the e-mail's token. */
export function NewsEmailsForm({ token, subscribed }: { token: string; subscribed: boolean }) {
  const [state, action, pending] = useActionState<NewsEmailsState, FormData>(chooseNewsEmails, {
    status: subscribed ? "subscribed" : "unsubscribed",
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
          ? "You are unsubscribed from news e-mails. Your guides stay on your shelf, and receipts still arrive."
          : "You get news e-mails: new editions of guides you own, and a reminder when a checkout is left unfinished."}
      </p>
      <Button type="submit" disabled={pending} variant={unsubscribed ? "default" : "outline"}>
        {unsubscribed ? "Resubscribe" : "Unsubscribe from news e-mails"}
      </Button>
    </form>
  );
}
