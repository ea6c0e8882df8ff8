"use client";
// On a gift's order page: its e-mail could not be delivered. The giver may correct the recipient's
// address once; the same gift then goes to the new address and the old link stops working.
import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";
import { TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { correctGiftRecipientAction } from "@/lib/gifts/actions";

export function UndeliverableGift({
  sessionId,
  orderKey,
  address,
  correctable,
}: {
  sessionId: string;
  orderKey: string | null;
  address: string;
  correctable: boolean;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get("email");
    startTransition(async () => {
      try {
        const result = await correctGiftRecipientAction({ sessionId, key: orderKey, email });
        if (!result.ok) {
          setError(result.error);
          return;
        }
        setError(null);
        router.refresh();
      } catch {
        setError("Something went wrong. Please check your connection and try again.");
      }
    });
  }
  return (
    <section aria-labelledby="gift-undeliverable" className="mb-6 rounded-2xl border border-power/40 bg-power/10 p-4 md:p-5">
      <div className="flex gap-3">
        <TriangleAlert aria-hidden="true" className="mt-1 size-5 shrink-0 text-power-ink" />
        <div className="min-w-0 space-y-2">
          <h2 id="gift-undeliverable" className="font-medium">
            We could not deliver your gift to <span className="break-all">{address}</span>
          </h2>
          <p className="text-sm text-ink-soft">
            {correctable
              ? "Their mail server refused our e-mail, or it was reported as unwanted. If the address has a typo, correct it below: we send the same gift to the new address, and the link in the e-mail that did not arrive stops working. You can correct it once."
              : "Their mail server refused our e-mail, or it was reported as unwanted. The address has been corrected once already; if the gift still does not arrive, please contact us."}
          </p>
        </div>
      </div>
      {correctable ? (
        <form onSubmit={submit} noValidate className="mt-4 space-y-2">
          <Label htmlFor="gift-new-recipient">The recipient&apos;s correct e-mail address</Label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Input
              id="gift-new-recipient"
              name="email"
              type="email"
              autoComplete="off"
              maxLength={254}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "gift-new-recipient-error" : undefined}
              className="bg-white sm:max-w-xs"
            />
            <Button type="submit" disabled={pending}>
              {pending ? "Sending..." : "Send the gift to this address"}
            </Button>
          </div>
          <p id="gift-new-recipient-error" role="alert" className="min-h-5 text-sm font-medium text-power-ink">
            {error}
          </p>
        </form>
      ) : null}
    </section>
  );
}
