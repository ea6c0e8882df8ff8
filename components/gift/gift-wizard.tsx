"use client";
// The gift wizard: 1 details → 2 review and payment (the hosted checkout) → 3 the gift-success page.
// The rules are the server's own (lib/gifts/rules.ts); the buyer's time zone comes from the browser
// and decides what "today" and "in the morning" mean.
import Link from "next/link";
import { useState, useSyncExternalStore, useTransition } from "react";
import { ArrowLeft, Gift } from "lucide-react";
import { toast } from "@/lib/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { formatAmount, formatPrice } from "@/lib/money";
import { PromoCodeField, savingOn } from "@/components/checkout/promo-code-field";
import type { DiscountRule } from "@/lib/cart/pricing";
import { giftPriceReason } from "@/lib/atomic-year/content";
import { startGiftCheckoutAction } from "@/lib/gifts/actions";
import { addYears, calendarDateIn, formatDeliveryDay } from "@/lib/gifts/delivery-time";
import { fieldErrors, GIFT_MESSAGE_MAX, giftDetailsSchema, type GiftDetails, type GiftField } from "@/lib/gifts/rules";
import { cn } from "@/lib/utils";

/** `ownPriceCents`: what the same thing costs for oneself, when the gift's price differs (The Atomic Year). */
export type GiftWizardProduct = { guideId: string | null; title: string; priceCents: number; ownPriceCents: number | null };

type Form = Record<GiftField, string>;

const noSubscription = () => () => undefined;
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "Delivered on 3 December, in the morning, Europe/Berlin time", or today's wording. */
function deliveryLine(date: string, today: string, zone: string): string {
  if (date === today) return `Delivered today, right after payment (${zone} time)`;
  return `Delivered on ${formatDeliveryDay(date, today)}, in the morning, ${zone} time`;
}

const STEPS = ["Details", "Payment", "Done"] as const;

export function GiftWizard({ product, giver }: { product: GiftWizardProduct; giver: { name: string; email: string } | null }) {
  // The zone is the browser's; the server render has none, so "UTC" stands in until hydration.
  const zone = useSyncExternalStore(noSubscription, browserZone, () => "UTC");
  const today = calendarDateIn(zone, new Date());
  const [step, setStep] = useState<1 | 2>(1);
  const [form, setForm] = useState<Form>({
    giverName: giver?.name ?? "",
    giverEmail: giver?.email ?? "",
    recipientName: "",
    recipientEmail: "",
    deliveryDate: "",
    giftMessage: "",
  });
  const [errors, setErrors] = useState<Partial<Record<GiftField, string>>>({});
  const [details, setDetails] = useState<GiftDetails | null>(null);
  const [promo, setPromo] = useState<DiscountRule | null>(null);
  const saving = savingOn(product.priceCents, promo);
  const totalCents = product.priceCents - saving;
  const [pending, startTransition] = useTransition();
  // Why the checkout did not open, beside the Pay button (the toast says it too).
  const [purchaseError, setPurchaseError] = useState<string | null>(null);

  const set = (field: GiftField) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const next = (event: React.FormEvent) => {
    event.preventDefault();
    const result = giftDetailsSchema(today).safeParse(form);
    if (!result.success) {
      const found = fieldErrors(result.error);
      setErrors(found);
      document.getElementById(`gift-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    setDetails(result.data);
    setStep(2);
  };

  const pay = () => {
    if (!details) return;
    setPurchaseError(null);
    startTransition(async () => {
      const result = await startGiftCheckoutAction({ timeZone: zone, guideId: product.guideId, details, promoCode: promo?.code ?? null });
      if (result.ok) {
        window.location.assign(result.url);
        return;
      }
      toast.error("Purchase Failed", { description: result.error });
      if ("fields" in result && result.fields) {
        setErrors(result.fields);
        setStep(1);
      } else setPurchaseError(result.error);
    });
  };

  const field = (name: GiftField, label: string, input: React.ReactNode, hint?: React.ReactNode) => (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`gift-${name}`}>{label}</Label>
      {input}
      {hint}
      {errors[name] ? (
        <p id={`gift-${name}-error`} className="text-sm font-medium text-red-700">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  const inputProps = (name: GiftField) => ({
    id: `gift-${name}`,
    name,
    value: form[name],
    onChange: set(name),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `gift-${name}-error` : undefined,
  });

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 md:py-16">
      <p className="text-xs font-semibold uppercase tracking-[0.18em] text-ink-soft">Give a gift</p>
      <h1 className="mt-2 font-serif text-3xl font-semibold md:text-4xl">Gift {product.title}</h1>
      <p className="mt-3 text-ink-soft">
        {product.guideId
          ? "A short guide, delivered to their inbox on the day you choose, theirs to keep on their shelf."
          : "Twelve guides over twelve months, one a month, with check-ins along the way. Their year begins when they open it."}{" "}
        <span className="font-medium text-ink">{formatPrice(product.priceCents)}</span>, one time.
      </p>
      {product.ownPriceCents !== null && product.ownPriceCents !== product.priceCents ? (
        <p className="mt-2 text-sm leading-relaxed text-ink-soft" data-testid="gift-price-reason">
          {giftPriceReason(formatPrice(product.priceCents), formatPrice(product.ownPriceCents))}
        </p>
      ) : null}

      <ol aria-label="Steps" className="mt-8 flex items-center gap-3 text-sm">
        {STEPS.map((label, index) => (
          <li key={label} aria-current={index + 1 === step ? "step" : undefined} className="flex items-center gap-2">
            <span
              className={cn(
                "flex size-7 items-center justify-center rounded-full border text-xs font-semibold",
                index + 1 === step ? "border-ink bg-ink text-cream" : index + 1 < step ? "border-ink text-ink" : "border-ink/25 text-ink-soft",
              )}
            >
              {index + 1}
            </span>
            <span className={index + 1 === step ? "font-medium" : "text-ink-soft"}>{label}</span>
            {index < STEPS.length - 1 ? <span aria-hidden="true" className="mx-1 h-px w-6 bg-ink/20 md:w-10" /> : null}
          </li>
        ))}
      </ol>

      <div className="mt-6 rounded-3xl border border-ink/10 bg-white/80 p-6 shadow-sm md:p-8">
        {step === 1 ? (
          <form noValidate onSubmit={next} className="space-y-5" aria-label="Gift details">
            <div className="grid gap-5 md:grid-cols-2">
              {field("giverName", "Your name", <Input {...inputProps("giverName")} autoComplete="name" maxLength={200} />)}
              {field("giverEmail", "Your email", <Input {...inputProps("giverEmail")} type="email" autoComplete="email" maxLength={300} />)}
              {field("recipientName", "Recipient's name (optional)", <Input {...inputProps("recipientName")} autoComplete="off" maxLength={200} />)}
              {field("recipientEmail", "Recipient's email", <Input {...inputProps("recipientEmail")} type="email" autoComplete="off" maxLength={300} />)}
            </div>
            {field(
              "deliveryDate",
              "Delivery date",
              <Input {...inputProps("deliveryDate")} type="date" min={today} max={addYears(today, 1)} className="md:max-w-xs" />,
              <p className="text-sm text-ink-soft" data-testid="delivery-line">
                {form.deliveryDate
                  ? deliveryLine(form.deliveryDate, today, zone)
                  : `Today, or any day in the next year. Gifts arrive in the morning, ${zone} time.`}
              </p>,
            )}
            {field(
              "giftMessage",
              "Gift message (optional)",
              <Textarea {...inputProps("giftMessage")} rows={4} placeholder="A few words for them..." />,
              <p className={cn("text-right text-xs tabular-nums", form.giftMessage.length > GIFT_MESSAGE_MAX ? "font-medium text-red-700" : "text-ink-soft")}>
                {form.giftMessage.length}/{GIFT_MESSAGE_MAX}
              </p>,
            )}
            <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
              <Button asChild variant="ghost">
                <Link href="/atomic-year">Cancel</Link>
              </Button>
              <Button type="submit">Continue to payment</Button>
            </div>
          </form>
        ) : (
          <section aria-labelledby="gift-review" className="space-y-5">
            <h2 id="gift-review" className="font-serif text-2xl font-semibold">
              Review your gift
            </h2>
            <dl className="divide-y divide-ink/10 text-sm">
              {[
                ["Gift", product.title],
                ["From", `${details?.giverName} (${details?.giverEmail})`],
                ["For", details?.recipientName ? `${details.recipientName} (${details.recipientEmail})` : details?.recipientEmail],
                ["Delivery", deliveryLine(details?.deliveryDate ?? today, today, zone)],
                ["Message", details?.giftMessage || "No message"],
                ...(promo && saving > 0 ? [[`${promo.name} (${promo.code})`, `-${formatAmount(saving)}`]] : []),
                ["Total", formatPrice(totalCents)],
              ].map(([term, value]) => (
                <div key={term} className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between sm:gap-6">
                  <dt className="text-ink-soft">{term}</dt>
                  <dd className="font-medium break-words whitespace-pre-line sm:max-w-[70%] sm:text-right">{value}</dd>
                </div>
              ))}
            </dl>
            <PromoCodeField target="gifts" priceCents={product.priceCents} applied={promo} onChange={setPromo} />
            <p className="text-sm text-ink-soft">
              You&apos;ll pay on our secure checkout page. The recipient gets an e-mail on the delivery day, with your message.
            </p>
            {purchaseError ? (
              <Alert>
                <p className="font-medium">Purchase Failed</p>
                <p className="mt-1">{purchaseError}</p>
              </Alert>
            ) : null}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              <Button type="button" variant="outline" onClick={() => setStep(1)} disabled={pending}>
                <ArrowLeft aria-hidden="true" /> Back
              </Button>
              <Button type="button" onClick={pay} disabled={pending}>
                <Gift aria-hidden="true" /> {pending ? "Opening checkout..." : `Pay ${formatPrice(totalCents)}`}
              </Button>
            </div>
          </section>
        )}
      </div>
    </div>
  );
}
