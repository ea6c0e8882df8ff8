"use client";
// The reader's document: the edition that fits the screen (a phone's under 768 px), fetched (or
// taken from the account's offline copy) and opened with PDF.js.
import { useEffect, useState } from "react";
import type { PDFDocumentProxy } from "pdfjs-dist";
import { clearReaderCaches, GuideFileRefused, loadGuideFile, readerCacheName } from "@/lib/shelf/reader-cache";
import { guideFileUrl, PHONE_SCREEN, type Edition } from "./editions";
import { openPdf } from "./pdf-engine";

export type { Edition };
export type DocumentState =
  { status: "loading" } | { status: "ready"; doc: PDFDocumentProxy } | { status: "refused" } | { status: "unavailable" } | { status: "offline" };

/** The edition for this screen, once known in the browser (null before). */
export function useEdition(requested: Edition | null): Edition | null {
  const [edition, setEdition] = useState<Edition | null>(requested);
  useEffect(() => {
    if (!requested) setEdition(window.matchMedia(PHONE_SCREEN).matches ? "mobile" : "desktop");
  }, [requested]);
  return edition;
}

export function useGuideDocument(guideId: string, edition: Edition | null, accountId: string): DocumentState {
  const [state, setState] = useState<DocumentState>({ status: "loading" });
  useEffect(() => {
    if (!edition) return;
    let cancelled = false;
    let opened: PDFDocumentProxy | null = null;
    const cacheName = readerCacheName(accountId);
    setState({ status: "loading" });
    void (async () => {
      // Another account's offline copies have no business in this browser session (deleted beside
      // the download, which the page's preload has usually finished by now).
      const cleared = clearReaderCaches(cacheName);
      try {
        const bytes = await loadGuideFile(guideFileUrl(guideId, edition), cacheName);
        await cleared;
        opened = await openPdf(bytes);
        if (cancelled) void opened.destroy();
        else setState({ status: "ready", doc: opened });
      } catch (error) {
        if (cancelled) return;
        if (error instanceof GuideFileRefused) setState({ status: error.status === 404 ? "unavailable" : "refused" });
        else setState({ status: navigator.onLine ? "unavailable" : "offline" });
      }
    })();
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
  }, [guideId, edition, accountId]);
  return state;
}
