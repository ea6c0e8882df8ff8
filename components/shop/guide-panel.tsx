"use client";

import type { AddableGuide } from "@/lib/cart/use-add-to-cart";
import { useMe } from "@/lib/session/use-me";
import { OwnedPanel } from "./owned-panel";
import { PurchasePanel } from "./purchase-panel";

/**
 * A guide page's panel, a client island over the prerendered page: the purchase panel for
 * everyone (what the HTML says, working before any script runs), the owner's download panel once
 * GET /api/me says this person may download the guide. Both sit in one grid cell, the hidden one
 * invisible and inert, so the cell is as tall as the taller panel from the first paint and the
 * switch moves nothing on the page. Downloads still check ownership on the server.
 */
export function GuidePanel({ guide }: { guide: AddableGuide }) {
  const me = useMe();
  const owned = me.status === "signed-in" && (me.isAdmin || me.ownedGuideIds.includes(guide.id));
  return (
    <div className="grid *:[grid-area:1/1]" data-owned={owned}>
      <div className={owned ? "invisible" : undefined} inert={owned}>
        <PurchasePanel guide={guide} />
      </div>
      <div className={owned ? undefined : "invisible"} inert={!owned}>
        <OwnedPanel guideId={guide.id} slug={guide.slug} title={guide.title} />
      </div>
    </div>
  );
}
