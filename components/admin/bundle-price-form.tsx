"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { saveBundlePriceAction } from "@/lib/admin/bundle-actions";
import { useAdminAction } from "./use-admin-action";

/** One strand's bundle price, typed in dollars; the server checks it (whole cents, at most the four guides' sum). */
export function BundlePriceForm({ strand, name, priceCents }: { strand: string; name: string; priceCents: number }) {
  const id = useId();
  const [value, setValue] = useState((priceCents / 100).toFixed(2));
  const [error, setError] = useState<string | null>(null);
  const { pending, run } = useAdminAction();
  const save = (event: FormEvent) => {
    event.preventDefault();
    const dollars = value.trim().replace(/^\$/, "");
    if (!/^\d{1,5}(\.\d{1,2})?$/.test(dollars) || Number(dollars) <= 0) {
      setError("A price is in dollars, like 20 or 19.50.");
      return;
    }
    setError(null);
    run(() => saveBundlePriceAction({ strand, priceCents: Math.round(Number(dollars) * 100) }));
  };
  return (
    <form onSubmit={save} className="flex flex-wrap items-end gap-2" noValidate>
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {name} bundle price ($)
        </label>
        <Input
          id={id}
          inputMode="decimal"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="w-32"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <Button type="submit" variant="outline" disabled={pending}>
        Save
      </Button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-power-ink">
          {error}
        </p>
      ) : null}
    </form>
  );
}
