"use client";

import { useState, useTransition } from "react";
import { toast } from "@/lib/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { requestPasswordResetAction } from "@/lib/auth-actions/actions";

/** The "forgot your password" dialog; `label` and `asButton` turn its trigger into a button (a used
 * or expired reset link offers a new one with it). */
export function ForgotPasswordDialog({
  initialEmail,
  label = "Forgot your password?",
  asButton = false,
}: {
  initialEmail: string;
  label?: string;
  asButton?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState(initialEmail);
  const [pending, startTransition] = useTransition();
  // Why no link was sent, said in the dialog as well as in the toast.
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!email.trim()) {
      toast.error("Error", { description: "Please enter your email address." });
      setError("Please enter your email address.");
      return;
    }
    startTransition(async () => {
      const result = await requestPasswordResetAction({ email });
      if (result.ok) {
        toast.success("Password reset sent", { description: "Check your email for the password reset link." });
        setOpen(false);
      } else {
        toast.error("Password reset failed", { description: result.error });
        setError(result.error);
      }
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
        if (next) setEmail(initialEmail);
      }}
    >
      <DialogTrigger asChild>
        {asButton ? (
          <Button type="button" className="w-full">
            {label}
          </Button>
        ) : (
          <button type="button" className="text-sm font-medium text-ink-soft underline-offset-4 hover:text-ink hover:underline">
            {label}
          </button>
        )}
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Reset your password</DialogTitle>
        <DialogDescription>Enter the e-mail address of your account and we will send you a link to choose a new password.</DialogDescription>
        <form onSubmit={submit} className="mt-5 space-y-4" noValidate>
          <div className="space-y-2">
            <Label htmlFor="forgot-email">Email</Label>
            <Input
              id="forgot-email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "forgot-email-error" : undefined}
            />
          </div>
          {error ? (
            <Alert id="forgot-email-error">
              <p>{error}</p>
            </Alert>
          ) : null}
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? "Sending..." : "Send reset link"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
