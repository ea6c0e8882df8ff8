"use client";

import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { googleSignInAction, resendConfirmationAction, signInAction, signUpAction } from "@/lib/auth/actions";
import { ForgotPasswordDialog } from "./forgot-password-dialog";
import { PasswordInput } from "./password-input";

type Mode = "login" | "signup";

// Why a Google sign-in came back refused (lib/auth/google-sign-in.ts), or Auth.js's own codes.
const OAUTH_ERRORS: Record<string, string> = {
  OAuthAccountNotLinked: "This email is already registered with a password. Sign in with your password; once your email is confirmed, you can use Google too.",
  GoogleEmailNotVerified: "Google has not verified this email address, so it cannot be used to sign in.",
  GoogleOtherSession: "You are signed in to another account. Sign out first, then continue with Google.",
};

export function LoginForm({ googleEnabled, siteName }: { googleEnabled: boolean; siteName: string }) {
  const params = useSearchParams();
  const router = useRouter();
  const [mode, setMode] = useState<Mode>(params.get("mode") === "signup" ? "signup" : "login");
  const [firstName, setFirstName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [pending, startTransition] = useTransition();
  const [resending, startResend] = useTransition();
  const callbackUrl = params.get("callbackUrl") ?? undefined;
  const oauthError = params.get("error");

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setUnconfirmed(false);
    startTransition(async () => {
      if (mode === "signup") {
        const result = await signUpAction({ firstName, email, password });
        if (!result.ok) {
          toast.error("Sign up failed", { description: result.error });
          return;
        }
        if (result.emailFailed) {
          toast.error("Email sending failed", { description: "Account created but confirmation email failed to send. Please try resending." });
          setUnconfirmed(true);
          return;
        }
        toast.success("Check your email!", {
          description: `We sent a confirmation link to ${email.trim()}. Open it to activate your account.`,
          duration: 8000,
        });
        setMode("login");
        setPassword("");
        return;
      }
      const result = await signInAction({ email, password }, callbackUrl);
      if (!result.ok) {
        if (result.code === "email_not_confirmed") setUnconfirmed(true);
        else toast.error("Sign in failed", { description: result.error });
        return;
      }
      toast.success("Welcome back!");
      router.replace(result.redirectTo);
      router.refresh();
    });
  };

  const resend = () => {
    if (!email.trim()) {
      toast.error("Email required", { description: "Please enter your email address first." });
      return;
    }
    startResend(async () => {
      const result = await resendConfirmationAction({ email });
      if (result.ok) toast.success("Confirmation email sent!", { description: "Check your inbox for the new link." });
      else toast.error("Failed to resend confirmation", { description: result.error });
    });
  };

  const isSignup = mode === "signup";
  return (
    <div className="w-full max-w-md rounded-3xl border border-ink/10 bg-white/70 p-6 shadow-sm md:p-8">
      <h1 className="font-serif text-3xl font-semibold">{isSignup ? "Create your account" : "Welcome back"}</h1>
      <p className="mt-2 text-sm text-ink-soft">{isSignup ? `Join ${siteName} and take the quiz for your free first guide.` : "Sign in to open your shelf."}</p>

      {oauthError ? (
        <Alert className="mt-5">
          {OAUTH_ERRORS[oauthError] ? (
            <>
              <p className="font-medium">Google sign-in failed</p>
              <p className="mt-1">{OAUTH_ERRORS[oauthError]}</p>
            </>
          ) : (
            "Sign-in did not complete. Please try again."
          )}
        </Alert>
      ) : null}

      {googleEnabled ? (
        <>
          <form action={() => googleSignInAction(callbackUrl)} className="mt-6">
            <Button type="submit" variant="outline" className="w-full">
              Continue with Google
            </Button>
          </form>
          <p className="my-5 flex items-center gap-3 text-xs uppercase tracking-widest text-ink-soft before:h-px before:flex-1 before:bg-ink/15 after:h-px after:flex-1 after:bg-ink/15">
            or
          </p>
        </>
      ) : null}

      <form onSubmit={submit} noValidate className="mt-6 space-y-4">
        {isSignup ? (
          <div className="space-y-2">
            <Label htmlFor="first-name">First name</Label>
            <Input
              id="first-name"
              name="firstName"
              autoComplete="given-name"
              required
              value={firstName}
              onChange={(event) => setFirstName(event.target.value)}
            />
          </div>
        ) : null}
        <div className="space-y-2">
          <Label htmlFor="email">Email</Label>
          <Input id="email" name="email" type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="password">Password</Label>
          <PasswordInput
            id="password"
            name="password"
            autoComplete={isSignup ? "new-password" : "current-password"}
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>

        {unconfirmed ? (
          <Alert>
            <p>Your email hasn&apos;t been confirmed yet. Please check your email for a confirmation link.</p>
            <Button type="button" variant="outline" size="sm" className="mt-3" onClick={resend} disabled={resending}>
              {resending ? "Sending..." : "Resend confirmation email"}
            </Button>
          </Alert>
        ) : null}

        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? (isSignup ? "Creating account..." : "Signing in...") : isSignup ? "Create account" : "Sign in"}
        </Button>
      </form>

      <div className="mt-5 flex flex-col items-center gap-3 text-sm">
        {!isSignup ? <ForgotPasswordDialog initialEmail={email} /> : null}
        <p className="text-ink-soft">
          {isSignup ? "Already have an account?" : "New here?"}{" "}
          <button
            type="button"
            onClick={() => {
              setMode(isSignup ? "login" : "signup");
              setUnconfirmed(false);
            }}
            className="font-medium text-ink underline underline-offset-4"
          >
            {isSignup ? "Sign in" : "Create an account"}
          </button>
        </p>
        <Link href="/privacy" className="text-xs text-ink-soft underline-offset-4 hover:underline">
          How we use your data
        </Link>
      </div>
    </div>
  );
}
