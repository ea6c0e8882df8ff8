"use client";
// The Atomic Year page's calls to start a year, client islands over the prerendered page: "Start
// your year" for everyone (what the HTML says), and for someone whose year already runs (GET
// /api/me says until when) their year instead, with the way to their shelf. Nothing is decided
// here: the checkout itself refuses a second year.
import Link from "next/link";
import { ArrowRight } from "@/components/ui/icons/arrow-right";
import { Button } from "@/components/ui/button";
import { formatProgrammeDate } from "@/lib/atomic-year/dates";
import { useMe } from "@/lib/session/use-me";

/** Until when the signed-in person's year runs, or null (a visitor, or no year running). */
function useRunningYear(): string | null {
  const me = useMe();
  if (me.status !== "signed-in" || !me.atomicYearEndsOn) return null;
  return formatProgrammeDate(new Date(me.atomicYearEndsOn));
}

function RunningYear({ until }: { until: string }) {
  return (
    <p className="font-medium" data-testid="year-running">
      Your Atomic Year is running: it runs until {until}, and each month&apos;s guide lands on your shelf.
    </p>
  );
}

export function HeroYearCall({ price }: { price: string }) {
  const until = useRunningYear();
  return (
    <>
      <div className="mt-8 flex flex-wrap items-center gap-3">
        {until ? (
          <Button asChild size="lg">
            <Link href="/shelf">
              Go to My Shelf <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : (
          <Button asChild size="lg">
            <Link href="/atomic-year/start">
              Start your year for {price} <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
        <Button asChild size="lg" variant="outline">
          <Link href="/gift">Give it as a gift</Link>
        </Button>
      </div>
      <div className="mt-4 text-sm text-ink-soft">{until ? <RunningYear until={until} /> : <p>One payment. No recurring billing.</p>}</div>
    </>
  );
}

export function PricingYearCall() {
  const until = useRunningYear();
  if (until) {
    return (
      <div className="mt-5 space-y-3 text-sm">
        <RunningYear until={until} />
        <Button asChild size="lg" className="w-full">
          <Link href="/shelf">Go to My Shelf</Link>
        </Button>
      </div>
    );
  }
  return (
    <>
      <Button asChild size="lg" className="mt-5 w-full">
        <Link href="/atomic-year/start">Start your year</Link>
      </Button>
      <p className="mt-3 text-center text-sm">
        Already signed in?{" "}
        <Link href="/atomic-year/checkout" className="font-medium underline underline-offset-4">
          Go to checkout
        </Link>
      </p>
    </>
  );
}
