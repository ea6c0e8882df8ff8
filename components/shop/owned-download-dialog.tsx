"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { downloadGuide } from "@/components/shelf/guide-file-actions";

/** The owner's PDF choice; loaded the first time an owner opens it (owned-panel.tsx). */
export default function OwnedDownloadDialog({
  guideId,
  title,
  open,
  onOpenChange,
}: {
  guideId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);
  // Why the last download failed: the dialog stays open and says so (the toast does too).
  const [error, setError] = useState<{ title: string; message: string } | null>(null);
  const download = async (format: "desktop" | "mobile") => {
    setBusy(true);
    setError(null);
    const ok = await downloadGuide(guideId, format, setError);
    setBusy(false);
    if (ok) onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
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
        <FormError error={error} className="mt-4" />
      </DialogContent>
    </Dialog>
  );
}
