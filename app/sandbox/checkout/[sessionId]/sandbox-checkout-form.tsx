"use client";
// The "Pay with card" side of the sandbox hosted checkout. Inputs are controlled so a declined
// card leaves what the person typed in place, as Stripe's page does. Until React has hydrated the
// form its fields are disabled: hydration would reset anything typed into them to the empty state.
import { useActionState, useState } from "react";
import { Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { paySandboxAction, type SandboxPayState } from "./actions";

function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

function formatExpiry(value: string, previous: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  // Deleting the " / " separator deletes the month's last digit with it.
  if (value.length < previous.length && previous.endsWith(" / ") && digits.length === 2) return digits.slice(0, 1);
  if (digits.length === 1 && Number(digits) > 1) return `0${digits} / `;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

// The fields inside the grouped box: square, borderless and opaque, so only the box's own rounded
// border shows (the primitive's rounded-xl, border and translucent fill are overridden with `!`: cn
// joins classes without merging them, lib/utils.ts).
const fieldShell = "rounded-none! border-0! bg-white! shadow-none! focus-visible:relative focus-visible:z-10 focus-visible:outline-2";

const INITIAL: SandboxPayState = { ok: true };

export function SandboxCheckoutForm({ sessionId, email, payLabel }: { sessionId: string; email: string | null; payLabel: string }) {
  const [state, action, pending] = useActionState<SandboxPayState, FormData>(paySandboxAction, INITIAL);
  const [cardNumber, setCardNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");
  const [name, setName] = useState("");
  const live = useHydrated();
  const error = state.ok ? null : state.error;

  return (
    <form action={action} noValidate className="space-y-6">
      <input type="hidden" name="sessionId" value={sessionId} />
      <fieldset disabled={!live} className="space-y-6">
        <div className="space-y-2">
          <Label htmlFor="sandbox-email">Email</Label>
          <Input
            id="sandbox-email"
            name="email"
            type="email"
            value={email ?? ""}
            readOnly
            aria-readonly="true"
            placeholder="email@example.com"
            className="bg-beige/40!"
          />
        </div>

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-ink">Card information</legend>
          <div className="overflow-hidden rounded-xl border border-ink/20 bg-white">
            <label htmlFor="sandbox-card-number" className="sr-only">
              Card number
            </label>
            <Input
              id="sandbox-card-number"
              name="cardNumber"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              value={cardNumber}
              onChange={(event) => setCardNumber(formatCardNumber(event.target.value))}
              aria-invalid={error !== null && /card number|declined/i.test(error)}
              required
              className={fieldShell}
            />
            <div className="grid grid-cols-2 border-t border-ink/15">
              <div className="border-r border-ink/15">
                <label htmlFor="sandbox-expiry" className="sr-only">
                  Expiration date (MM / YY)
                </label>
                <Input
                  id="sandbox-expiry"
                  name="expiry"
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  placeholder="MM / YY"
                  value={expiry}
                  onChange={(event) => setExpiry((previous) => formatExpiry(event.target.value, previous))}
                  required
                  className={fieldShell}
                />
              </div>
              <div>
                <label htmlFor="sandbox-cvc" className="sr-only">
                  Security code (CVC)
                </label>
                <Input
                  id="sandbox-cvc"
                  name="cvc"
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  placeholder="CVC"
                  maxLength={4}
                  value={cvc}
                  onChange={(event) => setCvc(event.target.value.replace(/\D/g, "").slice(0, 4))}
                  required
                  className={fieldShell}
                />
              </div>
            </div>
          </div>
        </fieldset>

        <div className="space-y-2">
          <Label htmlFor="sandbox-name">Name on card</Label>
          <Input id="sandbox-name" name="name" autoComplete="cc-name" value={name} onChange={(event) => setName(event.target.value)} maxLength={100} required />
        </div>

        {error ? (
          <p role="alert" className="rounded-xl border border-power/30 bg-power/5 px-4 py-3 text-sm font-medium text-power-ink">
            {error}
          </p>
        ) : null}

        <Button type="submit" size="lg" disabled={pending} aria-disabled={pending} className="w-full rounded-xl!">
          {pending ? (
            "Processing..."
          ) : (
            <>
              <Lock aria-hidden="true" />
              {payLabel}
            </>
          )}
        </Button>
      </fieldset>
    </form>
  );
}
