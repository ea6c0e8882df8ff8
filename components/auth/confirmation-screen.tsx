"use client";

import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { Loader2 } from "lucide-react";
import { toast } from "@/lib/toast";
import { confirmEmailAction } from "@/lib/auth-actions/actions";
import { AuthMessage } from "./auth-card";
import { Button } from "@/components/ui/button";
import { ConfirmElsewhereForm, type ConfirmationProof, type ElsewhereStep } from "./confirm-elsewhere-form";
import { ResetPasswordForm } from "./reset-password-form";

const EXPIRED_PARAMS = "/?error=access_denied&error_description=Email+link+is+invalid+or+has+expired";

type Stage =
  | { kind: "confirming" }
  | { kind: "elsewhere"; step: ElsewhereStep; canType: boolean }
  | { kind: "unavailable"; message: string }
  | { kind: "confirmed" }
  | { kind: "failed"; message: string };

/** /auth/confirm and /auth/reset: the link a confirmation or reset e-mail points at. */
export function ConfirmationScreen() {
  const params = useSearchParams();
  const router = useRouter();
  const token = params.get("token");
  const type = params.get("type");
  const started = useRef(false);
  const [stage, setStage] = useState<Stage>({ kind: "confirming" });

  /** Runs the confirmation; answers an error to show beside a field of the "elsewhere" form, if any. */
  const confirm = useCallback(
    async (proof?: ConfirmationProof): Promise<string | null> => {
      if (!token) return null;
      const result = await confirmEmailAction(token, params.get("next"), params.get("sig"), proof);
      if (result.ok) {
        // The home page greets a new account itself (the welcome toast, then the quiz): a full load, so its
        // arrival effect reads the address exactly once (a client transition plus a refresh could run it
        // before the address changed, or cancel its move to the quiz).
        if (result.redirectTo.startsWith("/?")) {
          window.location.replace(result.redirectTo);
          return null;
        }
        // The link signed the person in: the toast says so, on the page it takes them to.
        toast.success("Email confirmed!", {
          description: "Your account has been verified and you're signed in.",
          page: new URL(result.redirectTo, window.location.href).pathname,
        });
        router.replace(result.redirectTo);
        router.refresh();
        return null;
      }
      switch (result.code) {
        case "password_required":
          setStage({ kind: "elsewhere", step: "password", canType: true });
          return null;
        case "choose_password":
          setStage({ kind: "elsewhere", step: "choose", canType: false });
          return null;
        case "wrong_password":
        case "invalid_input":
          return result.error;
        case "already_confirmed":
          // The link was used before (its answer lost, or clicked again): nothing to confirm, sign in.
          toast.success("Email confirmed!", { description: "Your account has been verified. You can now sign in." });
          setStage({ kind: "confirmed" });
          return null;
        case "link_expired":
          // A full load, for the same reason as the welcome above: the home page reads the address once.
          window.location.replace(EXPIRED_PARAMS);
          return null;
        case "unavailable":
          // Nothing was used up: the same link works once the shop is back.
          toast.error("Something went wrong", { description: result.error });
          setStage({ kind: "unavailable", message: result.error });
          return null;
        default:
          if (proof) return result.error;
          setStage({ kind: "failed", message: result.error });
          toast.error("Email verification failed", { description: "Failed to verify your email. Please try signing in." });
          return null;
      }
    },
    [token, params, router],
  );

  useEffect(() => {
    if (type !== "signup" || !token || started.current) return;
    started.current = true;
    void confirm();
  }, [type, token, confirm]);

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
  if (type === "reset" || type === "recovery") return <ResetPasswordForm token={token} />;
  if (type !== "signup") {
    return (
      <AuthMessage title="Invalid confirmation type">
        <Link href="/login" className="mt-4 inline-block font-medium text-ink underline underline-offset-4">
          Go to sign in
        </Link>
      </AuthMessage>
    );
  }
  if (stage.kind === "elsewhere") {
    return (
      <ConfirmElsewhereForm
        step={stage.step}
        canTypeSignupPassword={stage.canType}
        onStep={(step) => setStage({ ...stage, step })}
        submit={(proof) => confirm(proof)}
      />
    );
  }
  if (stage.kind === "unavailable") {
    return (
      <AuthMessage title="Something went wrong">
        <p>{stage.message}</p>
        <p className="mt-2">Your confirmation link still works.</p>
        <Button
          type="button"
          className="mt-6"
          onClick={() => {
            setStage({ kind: "confirming" });
            void confirm();
          }}
        >
          Try again
        </Button>
      </AuthMessage>
    );
  }
  if (stage.kind === "confirmed") {
    // The sign-in brings the person back to where the link was taking them (the login form checks it).
    const next = params.get("next");
    const signInHref = next ? `/login?callbackUrl=${encodeURIComponent(next)}` : "/login";
    return (
      <AuthMessage title="Your email is confirmed">
        <p>This confirmation link has already been used, and your account is ready. Sign in to continue.</p>
        <Button asChild className="mt-6">
          <Link href={signInHref}>Sign in</Link>
        </Button>
      </AuthMessage>
    );
  }
  if (stage.kind === "failed") {
    return (
      <AuthMessage title="Email confirmation failed">
        <p>{stage.message}</p>
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
