"use client";
// The shop's reader: one page at a time, fitted to the screen's width; Previous/Next buttons, the
// arrow keys and a horizontal swipe turn pages; zoom in and out; the page reached is stored on the
// server, so the shelf and the next visit continue there.
import Link from "next/link";
import { useCallback, useEffect, useRef, useState } from "react";
import { ChevronLeft, ChevronRight, Download, Minus, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { downloadGuide } from "@/components/shelf/guide-file-actions";
import { resumePage, type ReadingPlace } from "@/lib/shelf/resume";
import { cn } from "@/lib/utils";
import { drawPage } from "./pdf-engine";
import { useEdition, useGuideDocument, type Edition } from "./use-guide-document";
import { useOfflineCopy } from "./use-offline-copy";
import { useSavedPlace } from "./use-saved-place";

const ZOOMS = [1, 1.25, 1.5, 2, 3] as const;
/** The widest a page is drawn at 100 %. */
const MAX_PAGE_WIDTH = 860;
const SWIPE_PX = 60;

type Props = { guideId: string; title: string; accountId: string; place: ReadingPlace | null; requestedEdition: Edition | null };

export function GuideReader({ guideId, title, accountId, place, requestedEdition }: Props) {
  const edition = useEdition(requestedEdition);
  const file = useGuideDocument(guideId, edition, accountId);
  const doc = file.status === "ready" ? file.doc : null;
  const pageCount = doc?.numPages ?? 0;
  const [page, setPage] = useState<number | null>(null);
  const [zoom, setZoom] = useState(0);
  const [fitWidth, setFitWidth] = useState(0);
  const [drawn, setDrawn] = useState<{ width: number; height: number } | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const textLayer = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (doc && edition) setPage(resumePage(place, edition, doc.numPages));
  }, [doc, edition, place]);
  useSavedPlace(guideId, edition, page);
  useOfflineCopy(accountId, doc !== null);

  const turn = useCallback((by: number) => setPage((current) => (current === null ? current : Math.min(Math.max(current + by, 1), pageCount))), [pageCount]);

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setFitWidth(Math.min(entry?.contentRect.width ?? 0, MAX_PAGE_WIDTH)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!doc || page === null || fitWidth === 0 || !canvas.current || !textLayer.current) return;
    const controller = new AbortController();
    const [target, layer] = [canvas.current, textLayer.current];
    void (async () => {
      const unscaled = (await doc.getPage(page)).getViewport({ scale: 1 }).width;
      const size = await drawPage(doc, page, (fitWidth / unscaled) * (ZOOMS[zoom] ?? 1), target, layer, controller.signal);
      if (size) setDrawn(size);
    })().catch(() => undefined);
    return () => controller.abort();
  }, [doc, page, zoom, fitWidth]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || (event.target instanceof HTMLElement && event.target.closest("input, textarea, select"))) return;
      const moves: Record<string, () => void> = {
        ArrowRight: () => turn(1),
        ArrowLeft: () => turn(-1),
        PageDown: () => turn(1),
        PageUp: () => turn(-1),
        Home: () => turn(-Infinity),
        End: () => turn(Infinity),
        "+": () => setZoom((level) => Math.min(level + 1, ZOOMS.length - 1)),
        "-": () => setZoom((level) => Math.max(level - 1, 0)),
      };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      move();
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [turn]);

  const ready = doc !== null && page !== null;
  return (
    <div className="mx-auto flex max-w-5xl flex-col px-3 pt-6 pb-10 md:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <Link href="/shelf" className="text-xs font-semibold uppercase tracking-[0.18em] text-ink-soft hover:underline">
            My Shelf
          </Link>
          <h1 className="mt-1 font-serif text-2xl font-semibold leading-tight md:text-3xl">{title}</h1>
        </div>
        {edition ? (
          <Link href={`?edition=${edition === "mobile" ? "desktop" : "mobile"}`} replace className="text-sm text-ink-soft underline underline-offset-4">
            {edition === "mobile" ? "Read the desktop edition" : "Read the phone edition"}
          </Link>
        ) : null}
      </div>

      <div
        role="toolbar"
        aria-label="Reader"
        className="sticky top-0 z-10 mt-4 flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-cream/95 py-2 backdrop-blur"
      >
        <div className="flex w-full items-center justify-between gap-1 sm:w-auto sm:justify-start">
          <Button variant="outline" size="icon" aria-label="Previous page" disabled={!ready || page <= 1} onClick={() => turn(-1)}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <p aria-live="polite" data-testid="page-counter" className="min-w-[7.5rem] text-center text-sm font-medium tabular-nums">
            {ready ? `Page ${page} of ${pageCount}` : "Loading..."}
          </p>
          <Button variant="outline" size="icon" aria-label="Next page" disabled={!ready || page >= pageCount} onClick={() => turn(1)}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <div className="flex w-full items-center gap-1 sm:w-auto">
          <Button variant="ghost" size="icon" aria-label="Zoom out" disabled={!ready || zoom === 0} onClick={() => setZoom((level) => level - 1)}>
            <Minus aria-hidden="true" />
          </Button>
          <span className="w-12 text-center text-sm tabular-nums">{Math.round((ZOOMS[zoom] ?? 1) * 100)}%</span>
          <Button variant="ghost" size="icon" aria-label="Zoom in" disabled={!ready || zoom === ZOOMS.length - 1} onClick={() => setZoom((level) => level + 1)}>
            <Plus aria-hidden="true" />
          </Button>
          <Button size="sm" className="ml-auto sm:ml-1" disabled={!edition} onClick={() => edition && void downloadGuide(guideId, edition)}>
            <Download aria-hidden="true" /> Download
          </Button>
        </div>
      </div>

      <div ref={stage} className={cn("mt-3 w-full", (ZOOMS[zoom] ?? 1) > 1 && "overflow-x-auto")}>
        <section
          aria-label={ready ? `Page ${page} of ${pageCount}` : "Page"}
          tabIndex={0}
          className="relative mx-auto touch-pan-y bg-white shadow-sm ring-1 ring-ink/10 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ink"
          style={{ width: drawn?.width ?? Math.min(fitWidth || MAX_PAGE_WIDTH, MAX_PAGE_WIDTH), minHeight: drawn?.height ?? 480 }}
          onPointerDown={(event) => {
            if (event.pointerType !== "mouse") swipe.current = { x: event.clientX, y: event.clientY };
          }}
          onPointerUp={(event) => {
            const start = swipe.current;
            swipe.current = null;
            if (!start || zoom !== 0) return;
            const [dx, dy] = [event.clientX - start.x, event.clientY - start.y];
            if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > 1.5 * Math.abs(dy)) turn(dx < 0 ? 1 : -1);
          }}
        >
          <canvas ref={canvas} aria-hidden="true" className="block" />
          <div ref={textLayer} className="textLayer" />
          {!ready ? <ReaderMessage state={file.status} /> : null}
        </section>
      </div>
    </div>
  );
}

function ReaderMessage({ state }: { state: ReturnType<typeof useGuideDocument>["status"] }) {
  const text = {
    loading: "Opening your guide...",
    ready: "Opening your guide...",
    refused: "You don't have access to this guide.",
    unavailable: "This guide could not be opened. Please try again.",
    offline: "You're offline, and this guide has not been opened on this device before.",
  }[state];
  return (
    <p
      role={state === "loading" || state === "ready" ? "status" : "alert"}
      className="absolute inset-0 flex items-center justify-center p-6 text-center text-ink-soft"
    >
      {text}
    </p>
  );
}
