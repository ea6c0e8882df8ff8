"use client";
// Pause or resume a code: takes effect for the next customer who applies it or opens a checkout.
import { Button } from "@/components/ui/button";
import { setDiscountCodeActiveAction } from "@/lib/admin/discount-actions";
import { useAdminAction } from "../use-admin-action";

export function DiscountPauseButton({ id, code, active }: { id: string; code: string; active: boolean }) {
  const { pending, run } = useAdminAction();
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={pending}
      onClick={() => run(() => setDiscountCodeActiveAction(id, !active))}
      aria-label={`${active ? "Pause" : "Resume"} ${code}`}
    >
      {active ? "Pause" : "Resume"}
    </Button>
  );
}
