import Link from "next/link";
import { formatPrice } from "@/lib/money";
import { StrandLabel } from "@/components/shop/strand-label";
import type { Strand } from "@/lib/catalog/strands";

type Suggested = { id: string; slug: string; title: string; subtitle: string; strand: Strand; coverImage: string; priceCents: number };

/** "Readers of this guide also read": up to three guides, picked when the page is rendered. */
export function ReadersAlsoRead({ guides, heading = "Readers of this guide also read" }: { guides: Suggested[]; heading?: string }) {
  if (guides.length === 0) return null;
  return (
    <section aria-labelledby="also-read" className="mt-12" data-testid="also-read">
      <h2 id="also-read" className="font-serif text-2xl font-semibold">
        {heading}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {guides.map((guide) => (
          <li key={guide.id}>
            <Link href={`/guides/${guide.slug}`} className="group flex gap-3 rounded-xl p-2 hover:bg-beige/70 sm:flex-col">
              <picture className="contents">
                <img
                  src={guide.coverImage}
                  alt=""
                  width={600}
                  height={800}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[3/4] w-16 shrink-0 rounded-md object-cover shadow-sm ring-1 ring-ink/10 sm:w-full"
                />
              </picture>
              <span className="flex min-w-0 flex-col gap-1">
                <StrandLabel strand={guide.strand} />
                <span className="font-serif text-lg font-semibold leading-snug">{guide.title}</span>
                <span className="text-sm text-ink-soft">{guide.subtitle}</span>
                <span className="text-sm font-medium">{formatPrice(guide.priceCents)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
