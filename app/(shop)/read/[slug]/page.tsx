import type { Metadata } from "next";
import { forbidden, notFound, redirect } from "next/navigation";
import { preload } from "react-dom";
import { guideFileUrl, PHONE_SCREEN, WIDER_SCREEN } from "@/components/reader/editions";
import { GuideReader } from "@/components/reader/guide-reader";
import { requireUserOrRedirect } from "@/lib/auth/session";
import { getGuideBySlug } from "@/lib/catalog/queries";
import { canAccessGuide } from "@/lib/shelf/queries";
import { readingPlace } from "@/lib/shelf/reading";

export const metadata: Metadata = { title: "Reader", robots: { index: false, follow: false } };

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ edition?: string | string[] }> };

export default async function ReaderPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const { edition } = await searchParams;
  const user = await requireUserOrRedirect(`/read/${slug}`);
  const found = await getGuideBySlug(slug);
  if (found.kind === "alias") redirect(`/read/${found.slug}`);
  if (found.kind === "missing") notFound();
  const { guide } = found;
  // The same rule as a download: an owner or an admin; anyone else sees no part of the guide.
  if (!(await canAccessGuide(user, guide.id))) forbidden();
  const place = await readingPlace(user.id, guide.id);
  const requested = edition === "mobile" || edition === "desktop" ? edition : null;
  // The guide's file starts downloading with the page, not once the reader's script has run: the
  // edition asked for, or the one that fits the screen (the browser fetches only the matching one).
  const hint = { as: "fetch", crossOrigin: "anonymous" } as const;
  if (requested) preload(guideFileUrl(guide.id, requested), hint);
  else {
    preload(guideFileUrl(guide.id, "mobile"), { ...hint, media: PHONE_SCREEN });
    preload(guideFileUrl(guide.id, "desktop"), { ...hint, media: WIDER_SCREEN });
  }
  return <GuideReader key={requested ?? "fit"} guideId={guide.id} title={guide.title} accountId={user.id} place={place} requestedEdition={requested} />;
}
