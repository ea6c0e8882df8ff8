"use client";
// Writing or editing one's review of a guide: the stars (a radio group, so keys and screen readers
// work as for any choice), an optional text, Save; and Delete for an existing review. Errors are
// said under the field they belong to; the server decides everything.
import Link from "next/link";
import { useActionState, useState } from "react";
import { Star } from "lucide-react";
import { FormStatus } from "@/components/account/form-status";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { deleteReviewAction, saveReviewAction, type ReviewFormState } from "@/lib/reviews/actions";
import { REVIEW_TEXT_MAX } from "@/lib/reviews/rules";
import { cn } from "@/lib/utils";

const LABELS = ["", "1 star: not for me", "2 stars: some of it helped", "3 stars: good", "4 stars: very good", "5 stars: excellent"];

export function ReviewForm({ guideId, guideSlug, initial }: { guideId: string; guideSlug: string; initial: { rating: number; body: string } | null }) {
  const [saved, save, saving] = useActionState<ReviewFormState, FormData>(saveReviewAction, null);
  const [deleted, remove, deleting] = useActionState<ReviewFormState, FormData>(deleteReviewAction, null);
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [body, setBody] = useState(initial?.body ?? "");
  const fieldError = (field: string) => (saved && !saved.ok && saved.field === field ? saved.error : null);
  // Once stars are chosen, the answer about missing stars no longer applies.
  const ratingError = rating === 0 ? fieldError("rating") : null;
  const bodyError = fieldError("body");
  const formError = saved && !saved.ok && !saved.field ? saved.error : null;

  if (deleted?.ok) {
    return (
      <div className="space-y-4">
        <FormStatus result={{ ok: true, message: deleted.message }} />
        <Button asChild variant="outline">
          <Link href="/shelf">Back to your shelf</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <form action={save} className="space-y-6" noValidate>
        <input type="hidden" name="guideId" value={guideId} />
        <fieldset aria-describedby={ratingError ? "review-rating-error" : undefined}>
          <legend className="font-medium">Your rating</legend>
          <div className="mt-2 flex gap-1">
            {[1, 2, 3, 4, 5].map((value) => (
              <label key={value} className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ink">
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                  className="sr-only"
                  aria-invalid={ratingError ? true : undefined}
                />
                <span className="sr-only">{LABELS[value]}</span>
                <Star aria-hidden="true" className={cn("size-8", value <= rating ? "fill-ink text-ink" : "text-ink/30")} strokeWidth={1.5} />
              </label>
            ))}
          </div>
          <p className="mt-1 min-h-5 text-sm text-ink-soft" aria-live="polite">
            {rating ? LABELS[rating]!.replace(/^\d stars?: /, "") : ""}
          </p>
          {ratingError ? (
            <p id="review-rating-error" className="text-sm font-medium text-power-ink">
              {ratingError}
            </p>
          ) : null}
        </fieldset>
        <div className="space-y-2">
          <Label htmlFor="review-body">
            What did you think? <span className="font-normal text-ink-soft">(optional)</span>
          </Label>
          <Textarea
            id="review-body"
            name="body"
            rows={6}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            maxLength={REVIEW_TEXT_MAX}
            aria-invalid={bodyError ? true : undefined}
            aria-describedby="review-body-hint"
            placeholder="What stayed with you, and who would you recommend it to?"
          />
          <p id="review-body-hint" className="flex justify-between gap-4 text-sm text-ink-soft">
            <span>Shown with your first name on the guide&apos;s page. Plain text.</span>
            <span aria-live="polite">
              {body.length}/{REVIEW_TEXT_MAX}
            </span>
          </p>
          {bodyError ? <p className="text-sm font-medium text-power-ink">{bodyError}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : initial ? "Save changes" : "Post review"}
          </Button>
          {saved?.ok ? (
            <Link href={`/guides/${guideSlug}#reviews`} className="text-sm underline underline-offset-4">
              See it on the guide&apos;s page
            </Link>
          ) : null}
        </div>
        <FormStatus result={saved?.ok ? { ok: true, message: saved.message } : formError ? { ok: false, message: formError } : null} />
      </form>
      {initial ? (
        <form action={remove} className="border-t border-ink/10 pt-5">
          <input type="hidden" name="guideId" value={guideId} />
          <Button type="submit" variant="outline" disabled={deleting}>
            {deleting ? "Deleting..." : "Delete my review"}
          </Button>
          {deleted && !deleted.ok ? <FormStatus result={{ ok: false, message: deleted.error }} /> : null}
        </form>
      ) : null}
    </div>
  );
}
