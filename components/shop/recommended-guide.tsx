"use client";
// The quiz retake's recommendation on the collection (/guides?recommended={slug}): a card with the
// guide and "Add to cart" above the grid, for as long as the person stays. The page stays the same
// prerendered HTML for everyone; this island reads the address in the browser, and loads the card
// only when the address names a guide (most visits never need its code).
import { useSearchParams } from "next/navigation";
import { Suspense, useEffect, useState } from "react";
import type { AddableGuide } from "@/lib/cart/use-add-to-cart";
import type { RecommendationCard as Card } from "./recommendation-card";

const RECOMMENDED_PARAM = "recommended";

export function RecommendedGuide({ guides }: { guides: AddableGuide[] }) {
  return (
    <Suspense fallback={null}>
      <Recommendation guides={guides} />
    </Suspense>
  );
}

function Recommendation({ guides }: { guides: AddableGuide[] }) {
  const slug = useSearchParams().get(RECOMMENDED_PARAM);
  const [dismissed, setDismissed] = useState<string | null>(null);
  // A plain dynamic import (next/dynamic's loader would cost more than the card).
  const [RecommendationCard, setCard] = useState<typeof Card | null>(null);
  const guide = guides.find((candidate) => candidate.slug === slug);
  const wanted = guide !== undefined && dismissed !== guide.slug;
  useEffect(() => {
    if (wanted) void import("./recommendation-card").then((module) => setCard(() => module.RecommendationCard));
  }, [wanted]);
  if (!guide || !wanted || !RecommendationCard) return null;
  const dismiss = () => {
    setDismissed(guide.slug);
    const url = new URL(window.location.href);
    url.searchParams.delete(RECOMMENDED_PARAM);
    window.history.replaceState(null, "", `${url.pathname}${url.search}`);
  };
  return <RecommendationCard guide={guide} onDismiss={dismiss} />;
}
