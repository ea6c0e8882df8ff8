"use client";
// "Lift" for a suppressed address: bulk e-mail goes to it again (audited on the server).
import { useRouter } from "next/navigation";
import { liftSuppressionAction } from "@/lib/admin/suppression-actions";
import { ConfirmButton } from "../confirm-button";
import { report } from "../use-admin-action";

export function LiftSuppressionButton({ address }: { address: string }) {
  const router = useRouter();
  return (
    <ConfirmButton
      label="Lift"
      buttonProps={{ variant: "outline", size: "sm", "aria-label": `Lift the suppression of ${address}` }}
      title="Lift this suppression?"
      description={`Programme e-mails, news and reminders go to ${address} again. If it still bounces or complains, it is suppressed again.`}
      confirmLabel="Lift suppression"
      pendingLabel="Lifting..."
      onConfirm={async () => {
        report(await liftSuppressionAction(address));
        router.refresh();
      }}
    />
  );
}
