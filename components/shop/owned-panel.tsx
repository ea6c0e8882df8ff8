"use client";

import { lazy, Suspense, useState } from "react";
import { CircleCheck } from "@/components/ui/icons/circle-check";
import { Download } from "@/components/ui/icons/download";
import { Star } from "@/components/ui/icons/star";
import { Button } from "@/components/ui/button";

// Every guide page carries this panel (hidden until GET /api/me says the guide is owned), so the
// dialog and the download code load only when an owner first opens them.
const OwnedDownloadDialog = lazy(() => import("./owned-download-dialog"));

/** The purchase panel's place for an owner: "Owned", "Ready to download", and the PDF choice. */
export function OwnedPanel({ guideId, slug, title }: { guideId: string; slug: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <div className="rounded-2xl border border-ink/10 bg-white/70 p-6 shadow-sm">
      <p className="inline-flex items-center gap-2 font-serif text-2xl font-semibold">
        <CircleCheck aria-hidden="true" className="size-6 text-vision" /> Owned
      </p>
      <p className="mt-1 text-sm text-ink-soft">Ready to download</p>
      <Button
        size="lg"
        className="mt-6 w-full"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Download aria-hidden="true" /> Download PDF
      </Button>
      {/* A plain link: the review page is personal, rendered on the server. */}
      <a href={`/shelf/review/${slug}`} className="mt-4 inline-flex items-center gap-1.5 text-sm text-ink-soft underline underline-offset-4 hover:text-ink">
        <Star aria-hidden="true" className="size-4" /> Rate this guide
      </a>
      {opened ? (
        <Suspense fallback={null}>
          <OwnedDownloadDialog guideId={guideId} title={title} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
