"use client";

import { useId, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/password-limits";
import { PasswordInput } from "./password-input";

export type ElsewhereStep = "password" | "choose";
export type ConfirmationProof = { password: string } | { newPassword: { password: string; confirmPassword: string } };

/**
 * A confirmation link opened in another browser than the one that signed up: the person types the
 * password chosen at sign-up, or, if they never signed up, chooses their own (which drops the
 * other). `submit` resolves to an error to show beside the field, or null when it went through.
 */
export function ConfirmElsewhereForm({
  step,
  onStep,
  canTypeSignupPassword,
  submit,
}: {
  step: ElsewhereStep;
  onStep: (step: ElsewhereStep) => void;
  /** False when the account has no password to type (only "choose my own" is possible). */
  canTypeSignupPassword: boolean;
  submit: (proof: ConfirmationProof) => Promise<string | null>;
}) {
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const errorId = useId();

  const send = (event: React.FormEvent, proof: ConfirmationProof) => {
    event.preventDefault();
    setError(null);
    startTransition(async () => setError(await submit(proof)));
  };
  const switchTo = (next: ElsewhereStep) => {
    setError(null);
    setPassword("");
    setConfirmPassword("");
    onStep(next);
  };
  const fieldError = error ? (
    <p id={errorId} role="alert" className="text-sm text-power-ink">
      {error}
    </p>
  ) : null;

  if (step === "password") {
    return (
      <form onSubmit={(event) => send(event, { password })} noValidate className="space-y-4">
        <h1 className="font-serif text-3xl font-semibold">Confirm your email</h1>
        <p className="text-ink-soft">
          This link was opened in a different browser from the one used to sign up. To confirm your email and sign in, enter the password chosen at sign-up.
        </p>
        <div className="space-y-2">
          <Label htmlFor="signup-password">Password</Label>
          <PasswordInput
            id="signup-password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {fieldError}
        </div>
        <Button type="submit" className="w-full" disabled={pending || !password}>
          {pending ? "Confirming..." : "Confirm and sign in"}
        </Button>
        <div className="border-t border-ink/10 pt-4 text-center">
          <p className="text-sm text-ink-soft">Someone else used your address to sign up?</p>
          <Button type="button" variant="link" className="mt-1" onClick={() => switchTo("choose")}>
            I didn&apos;t sign up: choose my own password
          </Button>
        </div>
      </form>
    );
  }

  const mismatch = password.length > 0 && confirmPassword.length > 0 && password !== confirmPassword;
  return (
    <form onSubmit={(event) => send(event, { newPassword: { password, confirmPassword } })} noValidate className="space-y-4">
      <h1 className="font-serif text-3xl font-semibold">Choose your password</h1>
      <p className="text-ink-soft">
        Your email will be confirmed with the password you choose here, and you will be signed in. Any password chosen at sign-up is dropped, so nobody else can
        sign in with it.
      </p>
      <p className="text-sm text-ink-soft">At least {MIN_PASSWORD_LENGTH} characters.</p>
      <div className="space-y-2">
        <Label htmlFor="own-password">New password</Label>
        <PasswordInput
          id="own-password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="own-password-confirm">Confirm new password</Label>
        <PasswordInput
          id="own-password-confirm"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
      </div>
      {mismatch ? <p className="text-sm text-power-ink">Passwords don&apos;t match</p> : fieldError}
      <Button type="submit" className="w-full" disabled={pending || !password || !confirmPassword || mismatch}>
        {pending ? "Saving..." : "Confirm and set password"}
      </Button>
      {canTypeSignupPassword ? (
        <div className="text-center">
          <Button type="button" variant="link" onClick={() => switchTo("password")}>
            I know the password chosen at sign-up
          </Button>
        </div>
      ) : null}
    </form>
  );
}
