"use client";
// A promo code for a checkout of one item (The Atomic Year, a gift): "Apply" asks the server whether
// the code may be used and what it does, and the field shows its name and the saving. Checkout
// checks the code again and takes its use; this is a display only.
import { useId, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { priceCart, type DiscountRule } from "@/lib/cart/pricing";
import { checkDiscountCodeAction } from "@/lib/discounts/actions";
import { INVALID_PROMO, normalisePromoCode, type DiscountTarget } from "@/lib/discounts/messages";
import { formatAmount } from "@/lib/money";

type Props = { target: DiscountTarget; priceCents: number; applied: DiscountRule | null; onChange: (rule: DiscountRule | null) => void };

/** What `rule` takes off one item of `priceCents`. */
export function savingOn(priceCents: number, rule: DiscountRule | null): number {
  return priceCart([{ guideId: null, priceCents }], rule).discountCents;
}

export function PromoCodeField({ target, priceCents, applied, onChange }: Props) {
  const id = useId();
  const [input, setInput] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const apply = () => {
    const code = normalisePromoCode(input);
    if (!code) {
      setError(INVALID_PROMO);
      return;
    }
    startTransition(async () => {
      const result = await checkDiscountCodeAction({ code, target });
      if (!result.ok) {
        setError(result.error);
        return;
      }
      setError(null);
      setInput("");
      onChange(result.discount);
    });
  };

  if (applied) {
    return (
      <p className="flex items-center justify-between gap-3 rounded-xl bg-beige px-3 py-2 text-sm" role="status" data-testid="promo-applied">
        <span className="min-w-0 break-words">
          <strong>{applied.code}</strong> · {applied.name}: you save {formatAmount(savingOn(priceCents, applied))}
        </span>
        <button type="button" onClick={() => onChange(null)} className="shrink-0 text-ink-soft underline underline-offset-4">
          Remove
        </button>
      </p>
    );
  }
  return (
    <div>
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          Promo code
        </label>
        <Input
          id={id}
          placeholder="Promo code"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={(event) => {
            // Enter applies the code instead of submitting the surrounding form.
            if (event.key !== "Enter") return;
            event.preventDefault();
            apply();
          }}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="button" variant="outline" onClick={apply} disabled={pending}>
          Apply
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-power-ink">
          {error}
        </p>
      ) : null}
    </div>
  );
}
