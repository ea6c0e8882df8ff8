"use client";
// Create or edit a discount code, in the shop's dialog. The server checks every field again
// (lib/discounts/schema.ts) and answers with the message shown here.
import { useId, useState, useTransition, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { saveDiscountCodeAction } from "@/lib/admin/discount-actions";
import type { DiscountCodeInput } from "@/lib/discounts/schema";
import { toast } from "@/lib/toast";

type Kind = DiscountCodeInput["kind"];
export type DiscountFormValues = {
  id: string | null;
  code: string;
  name: string;
  kind: Kind;
  percentOff: string;
  amountOff: string;
  appliesToGuides: boolean;
  appliesToAtomicYear: boolean;
  appliesToGifts: boolean;
  startsOn: string;
  endsOn: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  active: boolean;
};

export const NEW_CODE: DiscountFormValues = {
  id: null,
  code: "",
  name: "",
  kind: "percent_off",
  percentOff: "10",
  amountOff: "",
  appliesToGuides: true,
  appliesToAtomicYear: false,
  appliesToGifts: false,
  startsOn: "",
  endsOn: "",
  maxUses: "",
  maxUsesPerCustomer: "1",
  active: true,
};

const KINDS: { value: Kind; label: string }[] = [
  { value: "percent_off", label: "Percentage off" },
  { value: "amount_off", label: "Amount off" },
  { value: "second_guide_free", label: "Every second guide free" },
];

export function DiscountFormDialog({ trigger, initial, title }: { trigger: ReactNode; initial: DiscountFormValues; title: string }) {
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const set = <K extends keyof DiscountFormValues>(key: K, value: DiscountFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setError(null);
  };

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      const result = await saveDiscountCodeAction({
        ...values,
        percentOff: values.kind === "percent_off" ? Number(values.percentOff) : null,
        amountOff: values.kind === "amount_off" ? values.amountOff : null,
      });
      if (!result.ok) {
        setError(result.message);
        return;
      }
      toast.success(result.message);
      setOpen(false);
      router.refresh();
    });
  };

  const onOpenChange = (next: boolean) => {
    if (pending) return;
    if (next) {
      setValues(initial);
      setError(null);
    }
    setOpen(next);
  };

  const check = (key: "appliesToGuides" | "appliesToAtomicYear" | "appliesToGifts" | "active", label: string, disabled = false) => (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" checked={values[key]} disabled={disabled} onChange={(event) => set(key, event.target.checked)} className="size-4 accent-ink" />
      {label}
    </label>
  );

  const secondFree = values.kind === "second_guide_free";
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <DialogTitle className="pr-8">{title}</DialogTitle>
        <DialogDescription>Customers type the code in the cart or at checkout; they see its name beside the saving.</DialogDescription>
        <form onSubmit={save} className="mt-5 grid gap-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-code`}>Code</Label>
              <Input
                id={`${id}-code`}
                value={values.code}
                onChange={(event) => set("code", event.target.value.toUpperCase())}
                maxLength={40}
                autoComplete="off"
                className="font-mono uppercase"
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-name`}>Name customers see</Label>
              <Input id={`${id}-name`} value={values.name} onChange={(event) => set("name", event.target.value)} maxLength={80} />
            </div>
          </div>

          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">What it does</legend>
            {KINDS.map((kind) => (
              <label key={kind.value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={kind.value}
                  checked={values.kind === kind.value}
                  onChange={() =>
                    setValues((current) => ({
                      ...current,
                      kind: kind.value,
                      ...(kind.value === "second_guide_free" ? { appliesToGuides: true, appliesToAtomicYear: false, appliesToGifts: false } : {}),
                    }))
                  }
                  className="size-4 accent-ink"
                />
                {kind.label}
              </label>
            ))}
          </fieldset>
          {values.kind === "percent_off" ? (
            <div className="grid gap-1.5 sm:max-w-[12rem]">
              <Label htmlFor={`${id}-percent`}>Percent off (1-90)</Label>
              <Input
                id={`${id}-percent`}
                type="number"
                inputMode="numeric"
                min={1}
                max={90}
                value={values.percentOff}
                onChange={(event) => set("percentOff", event.target.value)}
              />
            </div>
          ) : null}
          {values.kind === "amount_off" ? (
            <div className="grid gap-1.5 sm:max-w-[12rem]">
              <Label htmlFor={`${id}-amount`}>Amount off ($)</Label>
              <Input
                id={`${id}-amount`}
                inputMode="decimal"
                placeholder="3.00"
                value={values.amountOff}
                onChange={(event) => set("amountOff", event.target.value)}
              />
            </div>
          ) : null}

          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Applies to</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {check("appliesToGuides", "Guides")}
              {check("appliesToAtomicYear", "The Atomic Year", secondFree)}
              {check("appliesToGifts", "Gifts", secondFree)}
            </div>
          </fieldset>

          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-starts`}>First day (UTC)</Label>
              <Input id={`${id}-starts`} type="date" value={values.startsOn} onChange={(event) => set("startsOn", event.target.value)} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-ends`}>Last day (UTC)</Label>
              <Input id={`${id}-ends`} type="date" value={values.endsOn} onChange={(event) => set("endsOn", event.target.value)} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-uses`}>Total uses</Label>
              <Input
                id={`${id}-uses`}
                type="number"
                inputMode="numeric"
                min={1}
                value={values.maxUses}
                onChange={(event) => set("maxUses", event.target.value)}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-per-customer`}>Uses per customer</Label>
              <Input
                id={`${id}-per-customer`}
                type="number"
                inputMode="numeric"
                min={1}
                value={values.maxUsesPerCustomer}
                onChange={(event) => set("maxUsesPerCustomer", event.target.value)}
                aria-describedby={`${id}-per-customer-hint`}
              />
              <p id={`${id}-per-customer-hint`} className="text-xs text-ink-soft">
                1 by default: each customer can use the code once. Empty for no limit.
              </p>
            </div>
          </div>
          <p className="-mt-2 text-xs text-ink-soft">Leave a day or a limit empty for none.</p>
          {check("active", "Active (customers can use it now)")}

          {error ? <Alert>{error}</Alert> : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? "Saving..." : "Save code"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
