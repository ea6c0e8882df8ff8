"use client";
// "Resend" for a failed e-mail in the outbox: the server sends it again through the normal send
// path, once however often it is clicked.
import { Button } from "@/components/ui/button";
import { resendOutboxEmail } from "@/lib/admin/email-template-actions";
import { useAdminAction } from "@/components/admin/use-admin-action";

export function ResendButton({ id, to }: { id: string; to: string }) {
  const { pending, run } = useAdminAction();
  return (
    <Button size="sm" variant="outline" disabled={pending} aria-label={`Resend the e-mail to ${to}`} onClick={() => run(() => resendOutboxEmail({ id }))}>
      {pending ? "Sending..." : "Resend"}
    </Button>
  );
}
