"use client";

import Link from "next/link";
import { ArrowRight } from "@/components/ui/icons/arrow-right";
import { Button } from "@/components/ui/button";
import { useMe } from "@/lib/session/use-me";

const FREE_GUIDE_CALL = "Take the quiz, get a free guide";
const NEXT_GUIDE_CALL = "Find your next guide";

/**
 * The home page's call to the quiz, a client island over the prerendered page: the free-guide offer
 * for everyone (what the HTML says), and once GET /api/me says the free guide is already claimed,
 * an invitation to let the quiz pick the next one. Both labels share one grid cell, the unused one
 * invisible, so the button is as wide as the longer label from the first paint and nothing moves.
 */
export function HomeQuizCall() {
  const me = useMe();
  const claimed = me.status === "signed-in" && me.freeGuideClaimed;
  return (
    <Button asChild size="lg">
      <Link href="/quiz" data-testid="home-quiz-call">
        <span className="grid justify-items-center *:[grid-area:1/1]">
          <span className={claimed ? "invisible" : undefined} aria-hidden={claimed || undefined}>
            {FREE_GUIDE_CALL}
          </span>
          <span className={claimed ? undefined : "invisible"} aria-hidden={!claimed || undefined}>
            {NEXT_GUIDE_CALL}
          </span>
        </span>
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}
