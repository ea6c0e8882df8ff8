"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/lib/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { resetPasswordAction } from "@/lib/auth-actions/actions";
import { MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES } from "@/lib/auth/password-limits";
import { PasswordInput } from "./password-input";

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [done, setDone] = useState(false);
  // Why the new password was refused (too short, too common), shown under it as well as in the toast.
  const [passwordError, setPasswordError] = useState<string | null>(null);
  // Why the reset failed otherwise (an expired link, an outage), said above the button too.
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const mismatch = password.length > 0 && confirmPassword.length > 0 && password !== confirmPassword;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setPasswordError(null);
    setFormError(null);
    if (!password || !confirmPassword) {
      toast.error("Missing fields", { description: "Please fill in both password fields." });
      return;
    }
    if (password !== confirmPassword) {
      toast.error("Error", { description: "Passwords don't match" });
      return;
    }
    if (Array.from(password).length < MIN_PASSWORD_LENGTH) {
      toast.error("Password too short", { description: PASSWORD_MESSAGES.tooShort });
      setPasswordError(PASSWORD_MESSAGES.tooShort);
      return;
    }
    startTransition(async () => {
      const result = await resetPasswordAction({ token, password, confirmPassword });
      if (!result.ok) {
        toast.error("Failed to update password", { description: result.error });
        if (result.field === "password") setPasswordError(result.error);
        else setFormError(result.error);
        return;
      }
      setDone(true);
      toast.success("Password Updated", { description: "You can now sign in with your new password.", page: "/login" });
      window.setTimeout(() => router.replace("/login"), 3000);
    });
  };

  if (done) {
    return (
      <div role="status" className="text-center">
        <h1 className="font-serif text-3xl font-semibold">Password Updated</h1>
        <p className="mt-3 text-ink-soft">Your new password is set. Taking you to sign in...</p>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h1 className="font-serif text-3xl font-semibold">Choose a new password</h1>
      <p className="text-sm text-ink-soft">At least {MIN_PASSWORD_LENGTH} characters. Signing in elsewhere will end when you save it.</p>
      <div className="space-y-2">
        <Label htmlFor="new-password">New password</Label>
        <PasswordInput
          id="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={passwordError ? "new-password-error" : undefined}
        />
        {passwordError ? (
          <p id="new-password-error" className="text-sm text-power-ink">
            {passwordError}
          </p>
        ) : null}
      </div>
      <div className="space-y-2">
        <Label htmlFor="confirm-password">Confirm new password</Label>
        <PasswordInput id="confirm-password" autoComplete="new-password" value={confirmPassword} onChange={(event) => setConfirmPassword(event.target.value)} />
      </div>
      {mismatch ? <Alert>Passwords don&apos;t match</Alert> : null}
      {formError ? (
        <Alert>
          <p className="font-medium">Failed to update password</p>
          <p className="mt-1">{formError}</p>
        </Alert>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending || !password || !confirmPassword || mismatch}>
        {pending ? "Saving..." : "Update password"}
      </Button>
    </form>
  );
}
