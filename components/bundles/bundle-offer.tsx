import Link from "next/link";
import type { StrandBundle } from "@/lib/catalog/queries";
import { STRAND_INK, strandInfo } from "@/lib/catalog/strands";
import { formatPrice } from "@/lib/money";
import { BundleActions } from "./bundle-actions";

/** A strand's bundle as the catalogue shows it (prerendered: the price is the catalogue's, tagged
 * `bundles`); what a signed-in reader pays is the island's. */
export function BundleOffer({ bundle, currentGuideId, headingLevel = "h2" }: { bundle: StrandBundle; currentGuideId?: string; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  const info = strandInfo(bundle.strand);
  const separate = bundle.guides.reduce((sum, guide) => sum + guide.priceCents, 0);
  if (bundle.guides.length === 0) return null;
  return (
    <section
      aria-labelledby={`bundle-${bundle.strand}`}
      className="rounded-2xl border-2 bg-white/70 p-6"
      style={{ borderColor: info.colour }}
      data-testid="bundle-offer"
    >
      <p className="text-xs font-semibold uppercase tracking-[0.14em]" style={{ color: STRAND_INK[bundle.strand] }}>
        Bundle
      </p>
      <Heading id={`bundle-${bundle.strand}`} className="mt-1 font-serif text-2xl font-semibold">
        The {bundle.name} bundle
      </Heading>
      <p className="mt-1 text-ink-soft">
        {`All ${bundle.guides.length} ${bundle.name} guides for ${formatPrice(bundle.priceCents)} instead of ${formatPrice(separate)}.`}
      </p>
      <ul className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
        {bundle.guides.map((guide) => (
          <li key={guide.id}>
            {guide.id === currentGuideId ? (
              <span className="font-medium">{guide.title}</span>
            ) : (
              <Link href={`/guides/${guide.slug}`} className="underline decoration-ink/30 underline-offset-4 hover:decoration-ink">
                {guide.title}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <BundleActions
        strand={bundle.strand}
        name={bundle.name}
        priceCents={bundle.priceCents}
        guides={bundle.guides.map(({ id, title, priceCents }) => ({ id, title, priceCents }))}
      />
    </section>
  );
}
