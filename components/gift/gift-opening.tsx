"use client";
// Opening a gift from its e-mail link: sign up or log in with the address the gift was sent to (the
// field is locked to it), then activate. A year starts and the person lands on their shelf; a guide
// shows where it went. Someone who already owns the gifted guide picks another one instead.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { CheckCircle2, Gift } from "lucide-react";
import { toast } from "@/lib/toast";
import { AuthCard, AuthMessage } from "@/components/auth/auth-card";
import { PasswordInput } from "@/components/auth/password-input";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { signOutAction } from "@/lib/auth-actions/actions";
import { MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES } from "@/lib/auth/password-limits";
import { refreshMe } from "@/lib/session/use-me";
import { clearReaderCaches } from "@/lib/shelf/reader-cache";
import type { GiftLinkState, GuideLink } from "@/lib/gifts/activate";
import { activateGiftAction, giftSignInAction, giftSignUpAction } from "@/lib/gifts/actions";
import { giftLinkProblemPath } from "@/lib/gifts/link-messages";

type Opened = { giftType: "guide" | "atomic_year"; guide: GuideLink | null };
type Outcome =
  | { kind: "done"; guide: GuideLink | null }
  | { kind: "opened_before"; opened: Opened }
  | { kind: "choose"; choices: GuideLink[] }
  | { kind: "failed"; message: string }
  | null;

export function GiftOpening({
  token,
  state,
  viewer,
  opened = null,
}: {
  token: string;
  state: GiftLinkState;
  viewer: { email: string } | null;
  /** The gift this link opened before for the signed-in person: shown where it went. */
  opened?: Opened | null;
}) {
  const router = useRouter();
  const [mode, setMode] = useState<"signup" | "login">("signup");
  const [firstName, setFirstName] = useState(state.status === "ready" ? (state.recipientName ?? "") : "");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  // The field a refused sign-up is about, shown beside it as well as in the toast.
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);
  // A refusal no one field is to blame for (a wrong password at log-in, an outage), said in the form too.
  const [formError, setFormError] = useState<{ title: string; message: string } | null>(null);
  const [choice, setChoice] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(opened ? { kind: "opened_before", opened } : null);
  const [pending, startTransition] = useTransition();

  // A link that cannot be used goes home, where a toast says why. A full load, so the home page
  // reads its address afresh. Only before anything happened here: a gift just claimed on this page
  // reads "activated" too, and this person sees where it went instead.
  const problem = state.status === "ready" || outcome !== null ? null : state.status;
  useEffect(() => {
    if (problem) window.location.replace(giftLinkProblemPath(problem));
  }, [problem]);

  // Before the link state: once claimed, the link reads "activated", but this person sees where their gift went.
  if (outcome?.kind === "done") {
    return (
      <AuthCard>
        <div className="text-center">
          <CheckCircle2 aria-hidden="true" className="mx-auto size-10 text-vision" />
          <AuthMessage title="Gift claimed!">{outcome.guide ? `${outcome.guide.title} is on your shelf, yours to keep.` : "It is on your shelf."}</AuthMessage>
        </div>
        <div className="mt-6 flex flex-col gap-3">
          <Button asChild>
            <Link href="/shelf">Go to My Shelf</Link>
          </Button>
          {outcome.guide ? (
            <Button asChild variant="outline">
              <Link href={`/guides/${outcome.guide.slug}`}>View {outcome.guide.title}</Link>
            </Button>
          ) : null}
        </div>
      </AuthCard>
    );
  }

  if (outcome?.kind === "opened_before") {
    const { guide, giftType } = outcome.opened;
    return (
      <AuthCard>
        <div className="text-center">
          <CheckCircle2 aria-hidden="true" className="mx-auto size-10 text-vision" />
          <AuthMessage title={giftType === "atomic_year" ? "Your Atomic Year has begun" : "This gift is on your shelf"}>
            {giftType === "atomic_year"
              ? "You opened this gift before. Your year is running, and each month's guide lands on your shelf."
              : `You opened this gift before: ${guide?.title ?? "your guide"} is on your shelf, yours to keep.`}
          </AuthMessage>
        </div>
        <div className="mt-6 flex flex-col gap-3">
          <Button asChild>
            <Link href="/shelf">Go to My Shelf</Link>
          </Button>
          {guide ? (
            <Button asChild variant="outline">
              <Link href={`/guides/${guide.slug}`}>View {guide.title}</Link>
            </Button>
          ) : null}
        </div>
      </AuthCard>
    );
  }

  if (state.status !== "ready") return <div className="min-h-[36rem]" aria-busy="true" />;

  const isGuide = state.giftType === "guide";
  const title = isGuide ? (state.guide?.title ?? "A guide") : "The Atomic Year";
  const from = state.giverName?.trim() || "Someone special";
  const refused = (field: string) => (mode === "signup" && fieldError?.field === field ? fieldError.message : null);
  const errorId = (field: string) => `gift-${field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-error`;
  const errorProps = (field: string) => (refused(field) ? { "aria-invalid": true, "aria-describedby": errorId(field) } : {});
  const errorText = (field: string) =>
    refused(field) ? (
      <p id={errorId(field)} className="text-sm text-power-ink">
        {refused(field)}
      </p>
    ) : null;

  const activate = (guideId: string | null = null) =>
    startTransition(async () => {
      const result = await activateGiftAction({ token, guideId });
      if (result.ok) {
        if (result.giftType === "atomic_year") {
          toast.success("Your Atomic Year has begun", { description: "Your welcome e-mail is on its way.", page: "/shelf" });
          router.push("/shelf");
          router.refresh();
          return;
        }
        toast.success("Gift claimed!", { description: `${result.guide?.title ?? "Your guide"} is on your shelf.` });
        setOutcome({ kind: "done", guide: result.guide });
        return;
      }
      if (result.code === "owns_guide") setOutcome({ kind: "choose", choices: ("choices" in result ? result.choices : undefined) ?? [] });
      else if (result.code === "sign_in" || result.code === "wrong_account") router.refresh();
      else setOutcome({ kind: "failed", message: result.error });
    });

  const refuseSignUp = (message: string, field?: string) => {
    toast.error("Sign Up Failed", { description: message });
    if (field) setFieldError({ field, message });
    else setFormError({ title: "Sign Up Failed", message });
  };

  const authenticate = (event: React.FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    setFormError(null);
    if (mode === "signup") {
      if (password !== confirmPassword) return refuseSignUp("Passwords do not match", "confirmPassword");
      if (Array.from(password).length < MIN_PASSWORD_LENGTH) return refuseSignUp(PASSWORD_MESSAGES.tooShort, "password");
    }
    startTransition(async () => {
      const result = mode === "signup" ? await giftSignUpAction({ token, firstName, password, confirmPassword }) : await giftSignInAction({ token, password });
      if (!result.ok) {
        if (mode === "signup") refuseSignUp(result.error, result.field);
        else {
          toast.error("Login Failed", { description: result.error });
          setFormError({ title: "Login Failed", message: result.error });
        }
        return;
      }
      // Signed in now: the header greets the person, whatever the gift's opening says next.
      refreshMe();
      activate();
    });
  };

  if (outcome?.kind === "failed") {
    return (
      <AuthCard>
        <AuthMessage title="Activation Failed">{outcome.message}</AuthMessage>
        <div className="mt-6 flex flex-col gap-3">
          <Button onClick={() => activate()} disabled={pending}>
            Try Again
          </Button>
          <Button asChild variant="outline">
            <Link href="/guides">Browse Guides</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  if (outcome?.kind === "choose") {
    return (
      <AuthCard>
        <AuthMessage title="You already own this guide">
          {title} is already on your shelf. Choose any guide you don&apos;t have yet as your gift instead.
        </AuthMessage>
        {outcome.choices.length === 0 ? (
          <p className="mt-6 text-center text-ink-soft">You already own every guide. Thank you for reading with us.</p>
        ) : (
          <form
            className="mt-6 space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (choice) activate(choice);
            }}
          >
            <fieldset>
              <legend className="sr-only">Choose a guide</legend>
              <div className="max-h-80 space-y-2 overflow-y-auto pr-1">
                {outcome.choices.map((guide) => (
                  <label
                    key={guide.id}
                    className="flex cursor-pointer items-center gap-3 rounded-xl border border-ink/15 px-4 py-3 has-checked:border-ink has-checked:bg-beige/60"
                  >
                    <input
                      type="radio"
                      name="guide"
                      value={guide.id}
                      checked={choice === guide.id}
                      onChange={() => setChoice(guide.id)}
                      className="accent-ink"
                    />
                    <span className="font-medium">{guide.title}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <Button type="submit" className="w-full" disabled={!choice || pending}>
              Take this guide
            </Button>
          </form>
        )}
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <div className="text-center">
        <Gift aria-hidden="true" className="mx-auto size-10 text-ink" />
        <AuthMessage title={isGuide ? "Claim your gift" : "Activate your gift"}>
          {from} gave you <span className="font-medium text-ink">{title}</span>.
        </AuthMessage>
      </div>

      {viewer && viewer.email.toLowerCase() !== state.recipientEmail.toLowerCase() ? (
        <div role="alert" className="mt-6 space-y-4 rounded-2xl border border-ink/15 bg-beige/40 p-4 text-sm">
          <p>
            This gift was sent to <span className="font-medium">{state.recipientEmail}</span>, but you&apos;re signed in as{" "}
            <span className="font-medium">{viewer.email}</span>. Sign out, then sign in or sign up with the gift&apos;s address.
          </p>
          <Button
            variant="outline"
            className="w-full"
            disabled={pending}
            onClick={() =>
              startTransition(async () => {
                const result = await signOutAction();
                if (result.ok) await clearReaderCaches();
                router.refresh();
              })
            }
          >
            Sign out
          </Button>
        </div>
      ) : viewer ? (
        <Button className="mt-6 w-full" size="lg" disabled={pending} onClick={() => activate()}>
          {pending ? "Opening..." : isGuide ? "Claim your guide" : "Activate your Atomic Year"}
        </Button>
      ) : (
        <>
          <div role="tablist" aria-label="Account" className="mt-6 grid grid-cols-2 gap-1 rounded-full bg-beige/60 p-1 text-sm">
            {(["signup", "login"] as const).map((value) => (
              <button
                key={value}
                type="button"
                role="tab"
                aria-selected={mode === value}
                onClick={() => {
                  setMode(value);
                  setFieldError(null);
                  setFormError(null);
                }}
                className={mode === value ? "rounded-full bg-white px-3 py-2 font-medium shadow-sm" : "rounded-full px-3 py-2 text-ink-soft"}
              >
                {value === "signup" ? "Sign Up" : "Log In"}
              </button>
            ))}
          </div>
          <form className="mt-5 space-y-4" onSubmit={authenticate}>
            <div className="space-y-2">
              <Label htmlFor="gift-email">Email</Label>
              <Input id="gift-email" type="email" value={state.recipientEmail} readOnly aria-readonly="true" className="bg-beige/40!" />
              <p className="text-xs text-ink-soft">The gift was sent to this address.</p>
            </div>
            {mode === "signup" ? (
              <div className="space-y-2">
                <Label htmlFor="gift-first-name">First name</Label>
                <Input
                  id="gift-first-name"
                  value={firstName}
                  onChange={(event) => setFirstName(event.target.value)}
                  autoComplete="given-name"
                  required
                  {...errorProps("firstName")}
                />
                {errorText("firstName")}
              </div>
            ) : null}
            <div className="space-y-2">
              <Label htmlFor="gift-password">Password</Label>
              <PasswordInput
                id="gift-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                autoComplete={mode === "signup" ? "new-password" : "current-password"}
                required
                {...errorProps("password")}
              />
              {errorText("password")}
              {mode === "signup" ? (
                <p className="text-xs text-ink-soft">At least {MIN_PASSWORD_LENGTH} characters. A few words you will remember make a strong one.</p>
              ) : null}
            </div>
            {mode === "signup" ? (
              <div className="space-y-2">
                <Label htmlFor="gift-confirm-password">Confirm password</Label>
                <PasswordInput
                  id="gift-confirm-password"
                  value={confirmPassword}
                  onChange={(event) => setConfirmPassword(event.target.value)}
                  autoComplete="new-password"
                  required
                  {...errorProps("confirmPassword")}
                />
                {errorText("confirmPassword")}
              </div>
            ) : null}
            <FormError error={formError} />
            <Button type="submit" className="w-full" size="lg" disabled={pending}>
              {pending ? "Opening your gift..." : mode === "signup" ? "Sign up and open your gift" : "Log in and open your gift"}
            </Button>
          </form>
        </>
      )}
    </AuthCard>
  );
}
