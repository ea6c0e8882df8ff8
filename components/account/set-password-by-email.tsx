"use client";

import { Button } from "@/components/ui/button";
import { requestPasswordResetAction } from "@/lib/auth-actions/actions";
import { FormStatus } from "./form-status";
import { useAccountAction } from "./use-account-action";

/** An account with neither a password nor Google (one made by a gift, say):
 * a password is chosen through an e-mailed link, as a reset, so a session alone cannot set one. */
export function SetPasswordByEmail({ email }: { email: string }) {
  const { pending, status, run } = useAccountAction(requestPasswordResetAction, "Check your email for the password reset link.");
  return (
    <div className="space-y-4">
      <p className="text-ink-soft">Your account has no password yet. We will e-mail you a link to choose one.</p>
      <Button type="button" variant="outline" disabled={pending} onClick={() => run({ email })}>
        {pending ? "Sending..." : "Email me a link"}
      </Button>
      <FormStatus result={status} />
    </div>
  );
}
