"use client";
// The quiz retake's recommendation on the collection (/guides?recommended={slug}): a card with the
// guide and "Add to cart" above the grid, for as long as the person stays. The page stays the same
// prerendered HTML for everyone; this island reads the address in the browser. The retake arrives by
// client navigation, and the card is part of the module (not loaded when the address names a guide)
// so that it is drawn with the collection, not pushed in above it a moment later.
import { useSearchParams } from "next/navigation";
import { Suspense, useState } from "react";
import type { AddableGuide } from "@/lib/cart/use-add-to-cart";
import { RecommendationCard } from "./recommendation-card";

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
  const guide = guides.find((candidate) => candidate.slug === slug);
  if (!guide || dismissed === guide.slug) return null;
  const dismiss = () => {
    setDismissed(guide.slug);
    const url = new URL(window.location.href);
    url.searchParams.delete(RECOMMENDED_PARAM);
    window.history.replaceState(null, "", `${url.pathname}${url.search}`);
  };
  return <RecommendationCard guide={guide} onDismiss={dismiss} />;
}
