"use client";
// "Resend gift e-mail" for a delivered, unopened gift: the server mints a new link (the old one
// stops working) and sends the delivery e-mail to the same recipient.
import { useRouter } from "next/navigation";
import { resendGiftEmail } from "@/lib/admin/gift-actions";
import { ConfirmButton } from "./confirm-button";
import { report } from "./use-admin-action";

export function GiftResendButton({ giftId, recipient }: { giftId: string; recipient: string }) {
  const router = useRouter();
  return (
    <ConfirmButton
      label="Resend gift e-mail"
      buttonProps={{ "aria-label": `Resend gift e-mail to ${recipient}` }}
      title="Resend the gift e-mail?"
      description={`The gift e-mail goes to ${recipient} again, with a new link. The link in the earlier e-mail stops working.`}
      confirmLabel="Resend gift e-mail"
      pendingLabel="Sending..."
      onConfirm={async () => {
        report(await resendGiftEmail(giftId));
        router.refresh();
      }}
    />
  );
}
