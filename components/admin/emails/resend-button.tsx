"use client";
// "Resend" for a failed e-mail in the outbox: the server sends it again through the normal send
// path, once however often it is clicked.
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { resendOutboxEmail } from "@/lib/admin/email-actions";
import { report } from "./template-editor";

export function ResendButton({ id, to }: { id: string; to: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={pending}
      aria-label={`Resend the e-mail to ${to}`}
      onClick={() =>
        startTransition(async () => {
          report(await resendOutboxEmail({ id }));
          router.refresh();
        })
      }
    >
      {pending ? "Sending..." : "Resend"}
    </Button>
  );
}
