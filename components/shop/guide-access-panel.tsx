import { getCurrentUser } from "@/lib/auth/session";
import { canAccessGuide } from "@/lib/shelf/queries";
import { OwnedPanel } from "./owned-panel";
import { PurchasePanel } from "./purchase-panel";

type PanelGuide = { id: string; slug: string; title: string; subtitle: string; strand: string; priceCents: number };

/** Per person, streamed into the cached guide page: owners get their download, others the purchase panel. */
export async function GuideAccessPanel({ guide }: { guide: PanelGuide }) {
  const user = await getCurrentUser();
  if (user && (await canAccessGuide(user, guide.id))) return <OwnedPanel guideId={guide.id} title={guide.title} />;
  return <PurchasePanel guide={guide} />;
}
