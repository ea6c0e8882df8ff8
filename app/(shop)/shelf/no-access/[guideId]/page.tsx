// Where a refused download link leads a person's browser (app/api/guides/[guideId]/download): why
// this account cannot have the guide (its order was refunded, or it was never theirs), decided on the
// server for whoever is signed in now.
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { GuideAccessRefused } from "@/components/shelf/guide-access-refused";
import { requireUserOrRedirect } from "@/lib/auth/session";
import { isGuideId } from "@/lib/catalog/guide-id";
import { guideAccessFor } from "@/lib/fulfilment/guide-access";

export const metadata: Metadata = { title: "Guide not available", robots: { index: false, follow: false } };

export default async function GuideNoAccessPage({ params }: { params: Promise<{ guideId: string }> }) {
  const { guideId } = await params;
  const user = await requireUserOrRedirect(`/shelf/no-access/${encodeURIComponent(guideId)}`);
  if (!isGuideId(guideId)) notFound();
  const found = await guideAccessFor(user, guideId);
  if (!found) notFound();
  // Theirs again by now (bought since): the shelf has it.
  if (found.access === "owned") redirect("/shelf");
  return <GuideAccessRefused title={found.guide.title} slug={found.guide.slug} refundedOrder={found.access === "refunded" ? found.orderNumber : null} />;
}
