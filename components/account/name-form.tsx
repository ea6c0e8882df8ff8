"use client";

import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { changeNameAction } from "@/lib/account/actions";
import { ACCOUNT_MESSAGES } from "@/lib/account/messages";
import { FormStatus } from "./form-status";
import { useAccountAction } from "./use-account-action";

export function NameForm({ firstName }: { firstName: string }) {
  const { pending, status, run } = useAccountAction(changeNameAction, ACCOUNT_MESSAGES.nameSaved);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    run({ firstName: new FormData(event.currentTarget).get("firstName") });
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <div className="space-y-2">
        <Label htmlFor="account-first-name">First name</Label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Input id="account-first-name" name="firstName" autoComplete="given-name" defaultValue={firstName} maxLength={60} required className="sm:max-w-xs" />
          <Button type="submit" disabled={pending} variant="outline">
            {pending ? "Saving..." : "Save name"}
          </Button>
        </div>
      </div>
      <FormStatus result={status} />
    </form>
  );
}
