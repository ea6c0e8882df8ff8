import Link from "next/link";
import { Button } from "@/components/ui/button";

/** Why a download link did not give this account the guide: its order was refunded (`refundedOrder`,
 * the order's number), or the guide was never on this account's shelf. */
export function GuideAccessRefused({ title, slug, refundedOrder }: { title: string; slug: string; refundedOrder: string | null }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-24 text-center">
      {refundedOrder ? (
        <>
          <h1 className="font-serif text-3xl font-semibold">This order was refunded</h1>
          <p className="mt-4 text-ink-soft">
            Order <span className="font-medium text-ink tabular-nums">{refundedOrder}</span> was refunded, so {title} is no longer on your shelf and its
            download links no longer work.
          </p>
        </>
      ) : (
        <>
          <h1 className="font-serif text-3xl font-semibold">You don&apos;t own this guide</h1>
          <p className="mt-4 text-ink-soft">
            {title} is not on the shelf of the account you are signed in with. If you bought it with another account, sign in with that one.
          </p>
        </>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/shelf">Go to My Shelf</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={`/guides/${slug}`}>View {title}</Link>
        </Button>
      </div>
    </div>
  );
}
