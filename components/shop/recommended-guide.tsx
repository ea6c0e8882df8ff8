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
import { styleFromAddress } from "./style-from-address";

const RECOMMENDED_PARAM = "recommended";

export function RecommendedGuide({ guides }: { guides: AddableGuide[] }) {
  return (
    <Suspense fallback={<EarlyRecommendation guides={guides} />}>
      <Recommendation guides={guides} />
    </Suspense>
  );
}

const noop = () => undefined;

/**
 * The card as the HTML draws it when the address is opened afresh (a reload, a shared link): the
 * page is prerendered without the address, so it holds a hidden copy of the card for every guide,
 * and a few lines of script show the one the address names while the HTML is parsed. Drawn only
 * once the page was live, the card pushed the collection down. React replaces these copies with
 * the live card, of the same size, as it takes over.
 */
function EarlyRecommendation({ guides }: { guides: AddableGuide[] }) {
  const show = styleFromAddress(
    RECOMMENDED_PARAM,
    Object.fromEntries(guides.map(({ slug }) => [slug, `[data-early-recommendation="${slug}"]{display:block!important}`])),
  );
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: show }} />
      {guides.map((guide) => (
        <div key={guide.slug} data-early-recommendation={guide.slug} className="hidden">
          <RecommendationCard guide={guide} onDismiss={noop} early />
        </div>
      ))}
    </>
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
