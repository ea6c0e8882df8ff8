"use client";

import { useState, useTransition, type FormEvent } from "react";
import { EmailAddress } from "./email-address";
import { PasswordInput } from "@/components/auth/password-input";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { deleteAccountAction } from "@/lib/account/actions";
import { clearReaderCaches } from "@/lib/shelf/reader-cache";
import { FormStatus, type FormResult } from "./form-status";

/** Deleting the account, confirmed with the password (or, without one, by typing the address). */
export function DeleteAccount({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  const [pending, startTransition] = useTransition();
  const [status, setStatus] = useState<FormResult>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const confirmation = new FormData(event.currentTarget).get("confirmation");
    startTransition(async () => {
      try {
        const result = await deleteAccountAction({ confirmation });
        if (!result.ok) {
          setStatus({ ok: false, message: result.error });
          return;
        }
        await clearReaderCaches();
        // A full load: the header and every cached page forget the signed-in person.
        window.location.assign("/account/deleted");
      } catch {
        setStatus({ ok: false, message: "Something went wrong. Please check your connection and try again." });
      }
    });
  }

  return (
    <div className="space-y-4">
      <p className="text-ink-soft">
        Your shelf, your quiz results, your Atomic Year and your sign-in go at once and cannot be restored. Your orders stay in our accounting records, without
        your name or e-mail address.
      </p>
      <Dialog onOpenChange={() => setStatus(null)}>
        <DialogTrigger asChild>
          <Button variant="outline" className="border-power/50! text-power-ink! hover:bg-power/10!">
            Delete my account
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle className="pr-8 font-serif text-2xl font-semibold">Delete your account?</DialogTitle>
          <DialogDescription className="mt-2 text-ink-soft">
            {hasPassword ? (
              "Enter your password to confirm. This cannot be undone."
            ) : (
              <>
                Your account has no password to enter: type your e-mail address (<EmailAddress email={email} />) to confirm. This cannot be undone.
              </>
            )}
          </DialogDescription>
          <form onSubmit={submit} noValidate className="mt-5 space-y-4">
            <div className="space-y-2">
              <Label htmlFor="account-delete-confirmation">{hasPassword ? "Password" : "E-mail address"}</Label>
              {hasPassword ? (
                <PasswordInput id="account-delete-confirmation" name="confirmation" autoComplete="current-password" required />
              ) : (
                <Input id="account-delete-confirmation" name="confirmation" type="email" autoComplete="off" required />
              )}
            </div>
            <FormStatus result={status} />
            <Button type="submit" disabled={pending} className="w-full bg-power-ink! text-cream hover:bg-power-ink/90!">
              {pending ? "Deleting..." : "Delete my account for good"}
            </Button>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
