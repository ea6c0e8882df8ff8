"use client";

import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { updateEmailPreferencesAction } from "@/lib/account/actions";
import { ACCOUNT_MESSAGES } from "@/lib/account/messages";
import { FormStatus } from "./form-status";
import { useAccountAction } from "./use-account-action";

const CHOICES = [
  {
    name: "marketingEmails",
    label: "News and new guides",
    hint: "An occasional e-mail: a new guide, a new edition of one you own, or one reminder of a checkout you left unfinished.",
  },
  {
    name: "programmeEmails",
    label: "The Atomic Year's check-ins and season e-mails",
    hint: "If you follow The Atomic Year. Your monthly guide still arrives on your shelf, with its e-mail.",
  },
] as const;

export function EmailPreferencesForm({ marketingEmails, programmeEmails }: { marketingEmails: boolean; programmeEmails: boolean }) {
  const { pending, status, run } = useAccountAction(updateEmailPreferencesAction, ACCOUNT_MESSAGES.preferencesSaved);
  const current = { marketingEmails, programmeEmails };
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    run({ marketingEmails: data.has("marketingEmails"), programmeEmails: data.has("programmeEmails") });
  }
  return (
    <form onSubmit={submit} className="space-y-4">
      <fieldset className="space-y-4">
        <legend className="sr-only">E-mails you would like to receive</legend>
        {CHOICES.map((choice) => (
          <div key={choice.name} className="flex gap-3">
            <input
              id={`account-${choice.name}`}
              name={choice.name}
              type="checkbox"
              defaultChecked={current[choice.name]}
              aria-describedby={`account-${choice.name}-hint`}
              className="mt-1 size-5 shrink-0 accent-ink"
            />
            <div>
              <label htmlFor={`account-${choice.name}`} className="font-medium text-ink">
                {choice.label}
              </label>
              <p id={`account-${choice.name}-hint`} className="text-sm text-ink-soft">
                {choice.hint}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      <Button type="submit" disabled={pending} variant="outline">
        {pending ? "Saving..." : "Save preferences"}
      </Button>
      <FormStatus result={status} />
    </form>
  );
}
