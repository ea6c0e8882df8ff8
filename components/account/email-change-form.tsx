"use client";

import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { requestEmailChangeAction } from "@/lib/account/actions";
import { EMAIL_CHANGE_MESSAGES } from "@/lib/account/messages";
import { FormStatus } from "./form-status";
import { useAccountAction } from "./use-account-action";

/** The new address: a link goes there, and the account's address changes once it is opened. */
export function EmailChangeForm() {
  const { pending, status, run } = useAccountAction(requestEmailChangeAction, EMAIL_CHANGE_MESSAGES.sent);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    run({ email: new FormData(form).get("email") }, () => form.reset());
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <div className="space-y-2">
        <Label htmlFor="account-new-email">New e-mail address</Label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Input id="account-new-email" name="email" type="email" autoComplete="email" maxLength={254} required className="sm:max-w-xs" />
          <Button type="submit" disabled={pending} variant="outline">
            {pending ? "Sending..." : "Send confirmation link"}
          </Button>
        </div>
      </div>
      <FormStatus result={status} />
    </form>
  );
}
