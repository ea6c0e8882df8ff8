"use client";

import type { FormEvent } from "react";
import { PasswordInput } from "@/components/auth/password-input";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { changePasswordAction } from "@/lib/account/actions";
import { ACCOUNT_MESSAGES } from "@/lib/account/messages";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/password-limits";
import { FormStatus } from "./form-status";
import { useAccountAction } from "./use-account-action";

export function PasswordForm() {
  const { pending, status, run } = useAccountAction(changePasswordAction, ACCOUNT_MESSAGES.passwordSaved);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    run({ currentPassword: data.get("currentPassword"), newPassword: data.get("newPassword"), confirmPassword: data.get("confirmPassword") }, () =>
      form.reset(),
    );
  }
  return (
    <form onSubmit={submit} noValidate className="max-w-sm space-y-4">
      <div className="space-y-2">
        <Label htmlFor="account-current-password">Current password</Label>
        <PasswordInput id="account-current-password" name="currentPassword" autoComplete="current-password" required />
      </div>
      <div className="space-y-2">
        <Label htmlFor="account-new-password">New password</Label>
        <PasswordInput
          id="account-new-password"
          name="newPassword"
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
          required
          aria-describedby="account-new-password-rules"
        />
        <p id="account-new-password-rules" className="text-sm text-ink-soft">
          At least {MIN_PASSWORD_LENGTH} characters. Every other device you are signed in on will be signed out.
        </p>
      </div>
      <div className="space-y-2">
        <Label htmlFor="account-confirm-password">Confirm new password</Label>
        <PasswordInput id="account-confirm-password" name="confirmPassword" autoComplete="new-password" required />
      </div>
      <Button type="submit" disabled={pending} variant="outline">
        {pending ? "Changing..." : "Change password"}
      </Button>
      <FormStatus result={status} />
    </form>
  );
}
