"use client";

import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Loader2 } from "lucide-react";
import { toast } from "@/lib/toast";
import { confirmEmailAction } from "@/lib/auth/actions";
import { AuthMessage } from "./auth-card";
import { ResetPasswordForm } from "./reset-password-form";

const EXPIRED_PARAMS = "/?error=access_denied&error_description=Email+link+is+invalid+or+has+expired";

/** /auth/confirm and /auth/reset: the link a confirmation or reset e-mail points at. */
export function ConfirmationScreen() {
  const params = useSearchParams();
  const router = useRouter();
  const token = params.get("token");
  const type = params.get("type");
  const started = useRef(false);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (type !== "signup" || !token || started.current) return;
    started.current = true;
    void confirmEmailAction(token, params.get("next"), params.get("sig")).then((result) => {
      if (result.ok && result.passwordCleared) {
        // Signed in, but the sign-up's password was not kept: straight on to choosing one (a full
        // load, so no copy of this screen stays behind and the header sees the new session).
        window.location.replace(result.redirectTo);
      } else if (result.ok) {
        // The home page greets a new account itself (the welcome toast, then the quiz): a full load, so its
        // arrival effect reads the address exactly once (a client transition plus a refresh could run it
        // before the address changed, or cancel its move to the quiz).
        if (result.redirectTo.startsWith("/?")) {
          window.location.replace(result.redirectTo);
          return;
        }
        toast.success("Email confirmed!", { description: "Your account has been verified. You can now sign in." });
        router.replace(result.redirectTo);
        router.refresh();
      } else if (result.code === "link_expired") {
        router.replace(EXPIRED_PARAMS);
      } else {
        setFailed(result.error);
        toast.error("Email verification failed", { description: "Failed to verify your email. Please try signing in." });
      }
    });
  }, [type, token, router, params]);

  if (!token || !type) {
    return (
      <AuthMessage title="Invalid confirmation link">
        <p>This link is incomplete. Open the link from your e-mail again, or request a new one from the sign-in page.</p>
        <Link href="/login" className="mt-6 inline-block font-medium text-ink underline underline-offset-4">
          Go to sign in
        </Link>
      </AuthMessage>
    );
  }
  if (type === "reset" || type === "recovery") return <ResetPasswordForm token={token} reason={params.get("reason")} />;
  if (type !== "signup") {
    return (
      <AuthMessage title="Invalid confirmation type">
        <Link href="/login" className="mt-4 inline-block font-medium text-ink underline underline-offset-4">
          Go to sign in
        </Link>
      </AuthMessage>
    );
  }
  if (failed) {
    return (
      <AuthMessage title="Email confirmation failed">
        <p>{failed}</p>
        <Link href="/login" className="mt-6 inline-block font-medium text-ink underline underline-offset-4">
          Go to sign in
        </Link>
      </AuthMessage>
    );
  }
  return (
    <div role="status" className="flex flex-col items-center gap-4 text-center">
      <Loader2 aria-hidden="true" className="size-8 animate-spin text-ink-soft" />
      <h1 className="font-serif text-2xl font-semibold">Confirming your email...</h1>
    </div>
  );
}
