"use client";
// "Resend gift e-mail" for a delivered, unopened gift: the server mints a new link (the old one
// stops working) and sends the delivery e-mail to the same recipient.
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { resendGiftEmail } from "@/lib/admin/gift-actions";

export function GiftResendButton({ giftId, recipient }: { giftId: string; recipient: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={pending}
      aria-label={`Resend gift e-mail to ${recipient}`}
      onClick={() => {
        if (!window.confirm(`Send the gift e-mail to ${recipient} again? The link in the earlier e-mail stops working.`)) return;
        startTransition(async () => {
          const result = await resendGiftEmail(giftId);
          if (result.ok) toast.success(result.message);
          else toast.error(result.error, { description: result.message });
          router.refresh();
        });
      }}
    >
      Resend gift e-mail
    </Button>
  );
}
