"use client";
// "Resend gift e-mail" for a delivered, unopened gift: the server mints a new link (the old one
// stops working) and sends the delivery e-mail to the same recipient.
import { Button } from "@/components/ui/button";
import { resendGiftEmail } from "@/lib/admin/gift-actions";
import { useAdminAction } from "./use-admin-action";

export function GiftResendButton({ giftId, recipient }: { giftId: string; recipient: string }) {
  const { pending, run } = useAdminAction();
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={pending}
      aria-label={`Resend gift e-mail to ${recipient}`}
      onClick={() => {
        if (window.confirm(`Send the gift e-mail to ${recipient} again? The link in the earlier e-mail stops working.`)) run(() => resendGiftEmail(giftId));
      }}
    >
      Resend gift e-mail
    </Button>
  );
}
