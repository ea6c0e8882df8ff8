"use client";
// Refund and "Resend receipt" in an order's panel. The server decides everything (lib/admin/actions.ts);
// a refund asks first in the shop's dialog; each answer shows as a toast and the panel reloads.
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { refundOrder, resendReceipt } from "@/lib/admin/actions";
import { toast } from "@/lib/toast";
import { ConfirmButton } from "./confirm-button";
import { report, useAdminAction } from "./use-admin-action";

export type RefundOffer = {
  /** What is left to give back, written out ("$6.00"). */
  amount: string;
  /** What the refund takes back, one line each ("Emotional Alchemy leaves bea@reader.test's shelf."). */
  takesBack: string[];
};

type OrderActionsProps = { orderId: string; number: string; customerEmail: string | null; refund: RefundOffer | null; canResend: boolean };

export function OrderActions({ orderId, number, customerEmail, refund, canResend }: OrderActionsProps) {
  const { pending, run } = useAdminAction();

  return (
    <div className="flex flex-wrap gap-2">
      {refund && <RefundButton orderId={orderId} number={number} customerEmail={customerEmail} refund={refund} />}
      {canResend && (
        <Button variant="outline" size="sm" disabled={pending} onClick={() => run(() => resendReceipt(orderId))}>
          Resend receipt
        </Button>
      )}
    </div>
  );
}

function RefundButton({ orderId, number, customerEmail, refund }: { orderId: string; number: string; customerEmail: string | null; refund: RefundOffer }) {
  const router = useRouter();
  return (
    <ConfirmButton
      label={`Refund ${refund.amount}`}
      title={`Refund order ${number}?`}
      description={`${refund.amount} goes back to ${customerEmail ?? "the buyer"} through the payment provider. This cannot be undone.`}
      confirmLabel={`Refund ${refund.amount}`}
      pendingLabel="Refunding..."
      onConfirm={async () => {
        try {
          report(await refundOrder(orderId));
        } catch {
          toast.error("Refund Failed", {
            description: `The shop could not be reached, so the outcome for order ${number} is unknown. Reload the order before trying again.`,
          });
        } finally {
          router.refresh();
        }
      }}
    >
      <ul className="mt-4 list-disc space-y-1 pl-5 text-sm" data-testid="refund-takes-back">
        {refund.takesBack.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </ConfirmButton>
  );
}
