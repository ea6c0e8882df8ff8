"use client";

import { Button } from "@/components/ui/button";
import { resendReceiptAction } from "@/lib/account/actions";
import { ACCOUNT_MESSAGES } from "@/lib/account/messages";
import { FormStatus } from "./form-status";
import { useAccountAction } from "./use-account-action";

export function ResendReceiptButton({ orderId }: { orderId: string }) {
  const { pending, status, run } = useAccountAction(resendReceiptAction, ACCOUNT_MESSAGES.receiptSent);
  return (
    <div className="mt-4 space-y-2">
      <Button type="button" size="sm" variant="outline" disabled={pending} onClick={() => run({ orderId })}>
        {pending ? "Sending..." : "Resend by e-mail"}
      </Button>
      <FormStatus result={status} />
    </div>
  );
}
