import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { ProgrammePanel } from "@/components/shelf/programme-panel";
import { ShelfView } from "@/components/shelf/shelf-view";
import { Button } from "@/components/ui/button";
import { getProgrammePanel } from "@/lib/atomic-year/queries";
import { getCurrentUser } from "@/lib/auth/session";
import { getCatalogGuides } from "@/lib/catalog/queries";
import { quizArrival } from "@/lib/quiz/arrival";
import { getShelfOwnership } from "@/lib/shelf/queries";
import { siteName } from "@/lib/site";
import { WARM_UP_ACCOUNT_ID, WARM_UP_KEY_HEADER, warmUpKeyMatches } from "@/lib/warm-up";

export const metadata: Metadata = {
  title: "My Shelf",
  description: "Your collection of guides: open or download any guide you own, and see your Atomic Mastery grow.",
  robots: { index: false },
};

function MarketingShelf() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <p className="text-xs font-semibold uppercase tracking-[0.18em] text-ink-soft">My Shelf</p>
      <h1 className="mt-3 font-serif text-4xl font-semibold md:text-5xl">A home for every guide you collect</h1>
      <p className="mt-5 text-lg leading-relaxed text-ink-soft">
        Every guide you own lives here, in a desktop and a phone edition, ready to open or download again whenever you need it.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link href="/login?callbackUrl=/shelf">Sign in to access your Shelf</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/login?mode=signup">Create a free account</Link>
        </Button>
      </div>
      <nav aria-label="More" className="mt-12 flex flex-wrap justify-center gap-6 text-sm text-ink-soft">
        <Link href="/about" className="hover:underline">
          About
        </Link>
        <Link href="/guides" className="hover:underline">
          Guides
        </Link>
        <Link href="/contact" className="hover:underline">
          Contact
        </Link>
        <Link href="/privacy" className="hover:underline">
          Privacy
        </Link>
      </nav>
    </div>
  );
}

export default async function ShelfPage() {
  const user = await getCurrentUser();
  if (user) return <Collection userId={user.id} name={user.name} />;
  // The start-up warm-up (lib/warm-up.ts): a collection for an id no account has, so the first
  // customer finds its queries and code ready.
  if (warmUpKeyMatches((await headers()).get(WARM_UP_KEY_HEADER))) return <Collection userId={WARM_UP_ACCOUNT_ID} name="" />;
  return <MarketingShelf />;
}

async function Collection({ userId, name }: { userId: string; name: string }) {
  const [guides, ownership, programme] = await Promise.all([getCatalogGuides(), getShelfOwnership(userId), getProgrammePanel(userId)]);
  const arrival = ownership.quizGuide ? await quizArrival(userId, ownership.quizGuide) : null;
  return (
    <ShelfView
      guides={guides}
      ownedGuideIds={ownership.ownedGuideIds}
      newGuideIds={ownership.newGuideIds}
      updatedGuideIds={ownership.updatedGuideIds}
      readingPages={ownership.readingPages}
      quizArrival={arrival}
      showWelcome={!ownership.firstGuideClaimed && ownership.ownedGuideIds.length === 0}
      name={ownership.name || name}
      siteName={siteName()}
      programme={programme ? <ProgrammePanel view={programme} /> : null}
      reviewedGuideIds={ownership.reviewedGuideIds}
      finishedUnreviewed={ownership.finishedUnreviewed}
    />
  );
}
