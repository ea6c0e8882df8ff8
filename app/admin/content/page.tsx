import type { Metadata } from "next";
import { Badge } from "@/components/ui/badge";
import { formatPrice } from "@/lib/money";
import { strandInfo } from "@/lib/catalog/strands";
import { listGuideContent, mappingStatus, type GuideContent } from "@/lib/admin/content";
import { requireAdmin } from "@/lib/auth/session";
import { listBundlePrices } from "@/lib/admin/bundles";
import { BundlePriceForm } from "@/components/admin/bundle-price-form";

export const metadata: Metadata = { title: "Content" };

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 md:grid-cols-[180px_1fr] md:gap-4">
      <dt className="text-xs font-medium uppercase tracking-wide text-ink-soft">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

function GuideDetails({ guide }: { guide: GuideContent }) {
  const status = mappingStatus(guide);
  return (
    <details className="group rounded-2xl border border-ink/10 bg-white/60">
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-3 px-5 py-4">
        <span className="font-mono text-xs text-ink-soft">{guide.id}</span>
        <span className="font-serif text-lg font-semibold">{guide.title}</span>
        <Badge variant="outline">{strandInfo(guide.strand).name}</Badge>
        <Badge variant={status === "Mapped" ? "soft" : "default"}>{status}</Badge>
      </summary>
      <dl className="divide-y divide-ink/10 border-t border-ink/10 px-5 pb-4">
        <Field label="Slug">
          <span className="font-mono">{guide.slug}</span>
          {guide.aliases.length > 0 && <span className="text-ink-soft"> (also {guide.aliases.map((alias) => alias.slug).join(", ")})</span>}
        </Field>
        <Field label="Guide id">
          <span className="font-mono">{guide.id}</span>
        </Field>
        <Field label="Title">{guide.title}</Field>
        <Field label="Subtitle">{guide.subtitle}</Field>
        <Field label="Strand">{strandInfo(guide.strand).name}</Field>
        <Field label="Price">{formatPrice(guide.priceCents)}</Field>
        <Field label="Order">
          {guide.sortOrder} in its strand{guide.atomicYearMonth ? `; Atomic Year month ${guide.atomicYearMonth}` : ""}
          {guide.released ? "" : "; not released (Coming Soon)"}
        </Field>
        <Field label="Description">{guide.description}</Field>
        <Field label="Long description">
          <span className="whitespace-pre-line">{guide.longDescription}</span>
        </Field>
        <Field label="Cover image">
          <span className="font-mono">{guide.coverImage}</span>
        </Field>
        <Field label="Hero image">
          <span className="font-mono">{guide.heroImage ?? "-"}</span>
        </Field>
        <Field label="What you'll learn">
          <ul className="list-disc space-y-1 pl-5">
            {guide.whatYoullLearn.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </Field>
        <Field label="Mapping status">
          {status}: desktop <span className="font-mono">{guide.pdfStoragePath ?? "-"}</span>, mobile{" "}
          <span className="font-mono">{guide.mobilePdfStoragePath ?? "-"}</span>
        </Field>
      </dl>
    </details>
  );
}

export default async function AdminContentPage() {
  await requireAdmin();
  const [guides, bundles] = await Promise.all([listGuideContent(), listBundlePrices()]);
  return (
    <div>
      <h1 className="font-serif text-3xl font-semibold md:text-4xl">Content</h1>
      <p className="mt-2 text-ink-soft">
        The catalogue as the shop stores it: {guides.length} guides, by strand and order, read-only (open a guide for its details), and each strand&apos;s
        bundle price.
      </p>
      <section aria-labelledby="bundles-heading" className="mt-6 rounded-2xl border border-ink/10 bg-white/60 p-5">
        <h2 id="bundles-heading" className="font-serif text-xl font-semibold">
          Bundles
        </h2>
        <p className="mt-1 text-sm text-ink-soft">
          Each strand&apos;s guides together. A reader who owns some of them pays the price less a fair share for those (never under $0.50).
        </p>
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {bundles.map((bundle) => (
            <li key={bundle.strand} data-testid={`bundle-price-${bundle.strand}`}>
              <BundlePriceForm strand={bundle.strand} name={bundle.name} priceCents={bundle.bundlePriceCents} />
              <p className="mt-1 text-xs text-ink-soft">
                Now {formatPrice(bundle.bundlePriceCents)}; {bundle.guideCount} guides at {formatPrice(bundle.separateCents)} one by one.
              </p>
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-6 space-y-3">
        {guides.map((guide) => (
          <GuideDetails key={guide.id} guide={guide} />
        ))}
      </div>
    </div>
  );
}
