"use client";

import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { toast } from "@/lib/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { googleSignInAction, resendConfirmationAction, signInAction, signUpAction } from "@/lib/auth-actions/actions";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/password-limits";
import { ForgotPasswordDialog } from "./forgot-password-dialog";
import { LOGIN_TITLES, purchaseIn, purchaseLine, type LoginMode as Mode } from "./login-titles";
import { CheckInbox } from "./check-inbox";
import { PasswordInput } from "./password-input";

// Why a Google sign-in came back refused (lib/auth/google-sign-in.ts), or Auth.js's own codes.
const OAUTH_ERRORS: Record<string, string> = {
  OAuthAccountNotLinked: "This email is already registered. Sign in with your password, then you can use Google too.",
  GoogleEmailNotVerified: "Google has not verified this email address, so it cannot be used to sign in.",
  GoogleOtherSession: "You are signed in to another account. Sign out first, then continue with Google.",
};

export function LoginForm({ googleEnabled, siteName }: { googleEnabled: boolean; siteName: string }) {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  // The mode lives in the address (?mode=signup), so the address, the heading and the title agree.
  const mode: Mode = params.get("mode") === "signup" ? "signup" : "login";
  const [firstName, setFirstName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [marketingEmails, setMarketingEmails] = useState(false);
  // The field a refused sign-up is about, shown beside it as well as in the toast.
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);
  // Why the form was refused, when no one field is to blame: said in the form as well as in the toast.
  const [formError, setFormError] = useState<{ title: string; message: string } | null>(null);
  const [unconfirmed, setUnconfirmed] = useState(false);
  // The address a confirmation link was just sent to: the form gives way to "Check your inbox".
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const [resending, startResend] = useTransition();
  const callbackUrl = params.get("callbackUrl") ?? undefined;
  const oauthError = params.get("error");
  const inboxHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const title = `${sentTo ? LOGIN_TITLES.inbox : LOGIN_TITLES[mode]} | ${siteName}`;
    document.title = title;
    // The sign-up action sets the browser's sign-up key cookie, and Next then renders the page
    // again on the server, metadata title included: the form's state keeps the last word.
    const observer = new MutationObserver(() => {
      if (document.title !== title) document.title = title;
    });
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    if (sentTo) inboxHeading.current?.focus();
    return () => observer.disconnect();
  }, [mode, sentTo, siteName]);

  const switchMode = (next: Mode) => {
    const query = new URLSearchParams(params.toString());
    if (next === "signup") query.set("mode", "signup");
    // Chosen, not defaulted: the page would otherwise open a newcomer's purchase on sign-up again.
    else if (purchaseIn(callbackUrl)) query.set("mode", "login");
    else query.delete("mode");
    setUnconfirmed(false);
    setSentTo(null);
    setFieldError(null);
    setFormError(null);
    const search = query.toString();
    router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setUnconfirmed(false);
    setFieldError(null);
    setFormError(null);
    startTransition(async () => {
      if (mode === "signup") {
        const result = await signUpAction({ firstName, email, password, marketingEmails }, callbackUrl);
        if (!result.ok) {
          toast.error("Sign up failed", { description: result.error });
          if (result.field) setFieldError({ field: result.field, message: result.error });
          else setFormError({ title: "Sign up failed", message: result.error });
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
        setSentTo(email.trim());
        setPassword("");
        return;
      }
      const result = await signInAction({ email, password }, callbackUrl);
      if (!result.ok) {
        if (result.code === "email_not_confirmed") setUnconfirmed(true);
        else {
          toast.error("Sign in failed", { description: result.error });
          setFormError({ title: "Sign in failed", message: result.error });
        }
        return;
      }
      // Said on the page the person is taken to.
      toast.success("Welcome back!", { page: new URL(result.redirectTo, window.location.href).pathname });
      // A download (the receipt's link) is a file, not a page: the browser fetches it itself.
      if (result.redirectTo.startsWith("/api/")) {
        window.location.assign(result.redirectTo);
        return;
      }
      router.replace(result.redirectTo);
      router.refresh();
    });
  };

  const resend = () => {
    setFormError(null);
    if (!email.trim()) {
      toast.error("Email required", { description: "Please enter your email address first." });
      setFormError({ title: "Email required", message: "Please enter your email address first." });
      return;
    }
    startResend(async () => {
      const result = await resendConfirmationAction({ email }, callbackUrl);
      if (result.ok) toast.success("Confirmation email sent!", { description: "Check your inbox for the new link." });
      else {
        toast.error("Failed to resend confirmation", { description: result.error });
        setFormError({ title: "Failed to resend confirmation", message: result.error });
      }
    });
  };

  const isSignup = mode === "signup";
  const errorProps = (field: string, describedBy?: string) => {
    const invalid = isSignup && fieldError?.field === field;
    const ids = [describedBy, invalid ? `${field}-error` : undefined].filter(Boolean).join(" ");
    return { "aria-invalid": invalid ? true : undefined, "aria-describedby": ids || undefined };
  };
  const errorText = (field: string) =>
    isSignup && fieldError?.field === field ? (
      <p id={`${field}-error`} className="text-sm text-power-ink">
        {fieldError.message}
      </p>
    ) : null;
  const purchase = purchaseIn(callbackUrl);
  const buying = purchase !== null;

  if (sentTo) {
    return (
      <CheckInbox
        ref={inboxHeading}
        sentTo={sentTo}
        buying={buying}
        error={formError}
        resend={resend}
        resending={resending}
        onDifferentEmail={() => setSentTo(null)}
        onSignIn={() => switchMode("login")}
      />
    );
  }

  return (
    <div className="w-full max-w-md rounded-3xl border border-ink/10 bg-white/70 p-6 shadow-sm md:p-8">
      <h1 className="font-serif text-3xl font-semibold">{isSignup ? "Create your account" : "Welcome back"}</h1>
      <p className="mt-2 text-sm text-ink-soft">
        {purchase ? purchaseLine(purchase, mode) : isSignup ? `Join ${siteName} and take the quiz for your free first guide.` : "Sign in to open your shelf."}
      </p>

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
              {...errorProps("firstName")}
            />
            {errorText("firstName")}
          </div>
        ) : null}
        <div className="space-y-2">
          <Label htmlFor="email">Email</Label>
          <Input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            {...errorProps("email")}
          />
          {errorText("email")}
        </div>
        <div className="space-y-2">
          <Label htmlFor="password">Password</Label>
          <PasswordInput
            id="password"
            name="password"
            autoComplete={isSignup ? "new-password" : "current-password"}
            required
            minLength={isSignup ? MIN_PASSWORD_LENGTH : undefined}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            {...errorProps("password", isSignup ? "password-rules" : undefined)}
          />
          {errorText("password")}
          {isSignup ? (
            <p id="password-rules" className="text-xs text-ink-soft">
              At least {MIN_PASSWORD_LENGTH} characters. A few words you will remember make a strong one.
            </p>
          ) : null}
        </div>

        {isSignup ? (
          <div className="flex items-start gap-3">
            <input
              id="marketing-emails"
              name="marketingEmails"
              type="checkbox"
              checked={marketingEmails}
              onChange={(event) => setMarketingEmails(event.target.checked)}
              className="mt-1 size-4 shrink-0 accent-ink"
            />
            <Label htmlFor="marketing-emails" className="text-sm font-normal leading-snug text-ink-soft">
              E-mail me about new guides and news (now and then; unsubscribe at any time)
            </Label>
          </div>
        ) : null}

        {unconfirmed ? (
          <Alert>
            <p>Your email hasn&apos;t been confirmed yet. Please check your email for a confirmation link.</p>
            <Button type="button" variant="outline" size="sm" className="mt-3" onClick={resend} disabled={resending}>
              {resending ? "Sending..." : "Resend confirmation email"}
            </Button>
          </Alert>
        ) : null}

        <FormError error={formError} />

        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? (isSignup ? "Creating account..." : "Signing in...") : isSignup ? "Create account" : "Sign in"}
        </Button>
      </form>

      <div className="mt-5 flex flex-col items-center gap-3 text-sm">
        {!isSignup ? <ForgotPasswordDialog initialEmail={email} /> : null}
        <p className="text-ink-soft">
          {isSignup ? "Already have an account?" : "New here?"}{" "}
          <button type="button" onClick={() => switchMode(isSignup ? "login" : "signup")} className="font-medium text-ink underline underline-offset-4">
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
