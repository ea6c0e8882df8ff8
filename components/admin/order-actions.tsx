"use client";
// Refund and "Resend receipt" in an order's panel. The server decides everything (lib/admin/actions.ts);
// this asks for a confirmation, shows the answer and reloads the panel.
import { Button } from "@/components/ui/button";
import { refundOrder, resendReceipt } from "@/lib/admin/actions";
import { useAdminAction } from "./use-admin-action";

export function OrderActions({ orderId, refundable, canResend }: { orderId: string; refundable: string | null; canResend: boolean }) {
  const { pending, run } = useAdminAction();

  return (
    <div className="flex flex-wrap gap-2">
      {refundable && (
        <Button
          variant="outline"
          size="sm"
          disabled={pending}
          onClick={() => {
            if (window.confirm(`Refund ${refundable} to the buyer? Their guides from this order leave their shelf.`)) run(() => refundOrder(orderId));
          }}
        >
          Refund {refundable}
        </Button>
      )}
      {canResend && (
        <Button variant="outline" size="sm" disabled={pending} onClick={() => run(() => resendReceipt(orderId))}>
          Resend receipt
        </Button>
      )}
    </div>
  );
}
