"use client";

import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { resumeCheckoutAction } from "@/lib/checkout/actions";
import { toast } from "@/lib/toast";

/** Starts the fresh checkout of the reminder's link: the token goes to the server, which prices it. */
export function ResumeCheckoutButton({ token }: { token: string }) {
  const [pending, startTransition] = useTransition();
  const start = () =>
    startTransition(async () => {
      const result = await resumeCheckoutAction(token);
      if (result.ok) {
        window.location.assign(result.url);
        return;
      }
      toast.error("Checkout Error", { description: result.error });
    });
  return (
    <Button size="lg" onClick={start} disabled={pending}>
      {pending ? "Processing..." : "Continue to checkout"}
    </Button>
  );
}
