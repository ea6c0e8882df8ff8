"use client";
// Hide a review (the reason is shown to its author) or show it again. The server decides and audits.
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { hideReview, showReview } from "@/lib/admin/review-actions";
import { ConfirmButton } from "./confirm-button";
import { report } from "./use-admin-action";

export function ReviewModeration({ reviewId, hidden, guideTitle, author }: { reviewId: string; hidden: boolean; guideTitle: string; author: string }) {
  const router = useRouter();
  const [reason, setReason] = useState("");
  const reasonId = useId();
  if (hidden)
    return (
      <ConfirmButton
        label="Show again"
        buttonProps={{ "aria-label": `Show ${author}'s review of ${guideTitle} again` }}
        title="Show this review again?"
        description={`${author}'s review goes back on the page of ${guideTitle} and into its average.`}
        confirmLabel="Show review"
        pendingLabel="Showing..."
        onConfirm={async () => {
          report(await showReview(reviewId));
          router.refresh();
        }}
      />
    );
  return (
    <ConfirmButton
      label="Hide"
      buttonProps={{ "aria-label": `Hide ${author}'s review of ${guideTitle}` }}
      title="Hide this review?"
      description={`It leaves the page of ${guideTitle} and its average. ${author} still sees it, with your reason.`}
      confirmLabel="Hide review"
      pendingLabel="Hiding..."
      onConfirm={async () => {
        if (report(await hideReview({ reviewId, reason }))) setReason("");
        router.refresh();
      }}
    >
      <div className="mt-4 space-y-2">
        <Label htmlFor={reasonId}>Reason (its author reads it)</Label>
        <Textarea id={reasonId} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={300} rows={3} />
      </div>
    </ConfirmButton>
  );
}
