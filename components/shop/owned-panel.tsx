"use client";

import { useState } from "react";
import { CheckCircle2, Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { downloadGuide } from "@/components/shelf/guide-file-actions";

/** The purchase panel's place for an owner: "Owned", "Ready to download", and the PDF choice. */
export function OwnedPanel({ guideId, title }: { guideId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const download = async (format: "desktop" | "mobile") => {
    setBusy(true);
    const ok = await downloadGuide(guideId, format);
    setBusy(false);
    if (ok) setOpen(false);
  };
  return (
    <div className="rounded-2xl border border-ink/10 bg-white/70 p-6 shadow-sm">
      <p className="inline-flex items-center gap-2 font-serif text-2xl font-semibold">
        <CheckCircle2 aria-hidden="true" className="size-6 text-vision" /> Owned
      </p>
      <p className="mt-1 text-sm text-ink-soft">Ready to download</p>
      <Button size="lg" className="mt-6 w-full" onClick={() => setOpen(true)}>
        <Download aria-hidden="true" /> Download PDF
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Download {title}</DialogTitle>
          <DialogDescription>Choose the edition for your screen.</DialogDescription>
          <div className="mt-6 grid gap-3">
            <Button size="lg" onClick={() => void download("desktop")} disabled={busy}>
              Desktop PDF
            </Button>
            <Button size="lg" variant="outline" onClick={() => void download("mobile")} disabled={busy}>
              Mobile PDF
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
