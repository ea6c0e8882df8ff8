"use client";
// What every admin button does with a server action's answer: show it (the message, or the error
// with its explanation) and reload the screen's server parts. The server decides everything.
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "@/lib/toast";
import type { EmailActionResult } from "@/lib/admin/email-action-rules";

/** Shows an admin action's answer as a toast; true when it succeeded. */
export function report(result: EmailActionResult): boolean {
  if (result.ok) toast.success(result.message);
  else toast.error(result.error, { description: result.message });
  return result.ok;
}

/** Runs one admin action at a time: `pending` while it runs; its answer is shown, then the screen reloads. */
export function useAdminAction() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const run = (action: () => Promise<EmailActionResult>) =>
    startTransition(async () => {
      report(await action());
      router.refresh();
    });
  return { pending, run };
}
