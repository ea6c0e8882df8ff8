"use client";
// Refund and "Resend receipt" in an order's panel. The server decides everything (lib/admin/actions.ts);
// this asks for a confirmation in the shop's dialog, shows the answer as a toast and reloads the panel.
import { useRouter } from "next/navigation";
import { useRef, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { refundOrder, resendReceipt } from "@/lib/admin/actions";
import { toast } from "@/lib/toast";
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
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  // Set at the first click, before React re-renders the button as disabled: a double click sends one refund.
  const sent = useRef(false);

  function confirm() {
    if (sent.current) return;
    sent.current = true;
    startTransition(async () => {
      try {
        report(await refundOrder(orderId));
      } catch {
        toast.error("Refund Failed", {
          description: `The shop could not be reached, so the outcome for order ${number} is unknown. Reload the order before trying again.`,
        });
      } finally {
        sent.current = false;
        setOpen(false);
        router.refresh();
      }
    });
  }

  return (
    // While the refund runs the dialog stays open (Escape and Cancel wait for the answer).
    <Dialog open={open} onOpenChange={(next) => pending || setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={pending}>
          Refund {refund.amount}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="pr-8">Refund order {number}?</DialogTitle>
        <DialogDescription>
          {refund.amount} goes back to {customerEmail ?? "the buyer"} through the payment provider. This cannot be undone.
        </DialogDescription>
        <ul className="mt-4 list-disc space-y-1 pl-5 text-sm" data-testid="refund-takes-back">
          {refund.takesBack.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button onClick={confirm} disabled={pending} aria-busy={pending}>
            {pending ? "Refunding..." : `Refund ${refund.amount}`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
