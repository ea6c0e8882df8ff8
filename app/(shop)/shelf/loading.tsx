import { STRAND_INFO } from "@/lib/catalog/strands";

// The shelf's own layout, drawn empty while it loads: the same header, strand sections and card
// sizes as components/shelf/shelf-view.tsx, so nothing moves when the collection arrives (CLS 0).
export default function ShelfLoading() {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-12 md:px-6" aria-busy="true">
      <p role="status" className="sr-only">
        Loading your collection...
      </p>
      <header className="flex flex-col gap-6 md:min-h-[5.375rem] md:flex-row md:items-end md:justify-between">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-ink-soft">My Shelf</p>
          <p className="mt-2 font-serif text-4xl font-semibold md:text-5xl">Your Collection</p>
        </div>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-[repeat(2,16rem)]">
          {["Strands Activated", "Total Atomic Mastery"].map((label) => (
            <div key={label} className="rounded-2xl bg-white/70 px-5 py-4 ring-1 ring-ink/10">
              <p className="text-xs uppercase tracking-[0.14em] text-ink-soft">{label}</p>
              <p className="mt-1 font-serif text-2xl font-semibold text-transparent">0</p>
            </div>
          ))}
        </div>
      </header>
      {STRAND_INFO.map((strand) => (
        <div key={strand.strand} className="mt-12">
          <div className="flex items-center justify-between gap-4 border-b pb-3" style={{ borderColor: strand.colour }}>
            <p className="font-serif text-2xl font-semibold">{strand.name}</p>
            <span className="rounded-full bg-beige px-3 py-1 text-xs font-semibold text-transparent">Collected 0 of 4</span>
          </div>
          <ul className="mt-5 grid grid-cols-2 gap-4 md:grid-cols-4">
            {[0, 1, 2, 3].map((card) => (
              <li key={card}>
                <div className="flex h-full flex-col gap-3 rounded-2xl p-2">
                  <div className="aspect-[3/4] w-full animate-pulse rounded-xl bg-beige ring-1 ring-ink/10" />
                  <div className="min-h-[2.75rem] px-1" />
                  <div className="mt-auto px-1">
                    <div className="mb-2 h-5" />
                    <div className="h-8 w-full rounded-full bg-beige" />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
