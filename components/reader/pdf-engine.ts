"use client";
// PDF.js, loaded on the reader's page only (a dynamic import), with its worker bundled by Next and
// so served from this origin, like every other script. Both start when this module first runs in
// the browser, as the reader's page decodes its payload and before it is hydrated, beside the
// guide's download (which the page preloads): the worker's script is the largest the shop sends,
// and it downloads and compiles while the page hydrates and the guide arrives.
import type { PDFDocumentProxy } from "pdfjs-dist";

type PdfJs = typeof import("pdfjs-dist");

let loading: Promise<PdfJs> | null = null;

function pdfjs(): Promise<PdfJs> {
  if (!loading) {
    // The worker starts loading at once, in parallel with the library itself.
    const worker = new Worker(new URL("pdfjs-dist/build/pdf.worker.min.mjs", import.meta.url), { type: "module" });
    loading = import("pdfjs-dist").then((pdf) => {
      pdf.GlobalWorkerOptions.workerPort ??= worker;
      return pdf;
    });
  }
  return loading;
}

if (typeof window !== "undefined") void pdfjs();

export async function openPdf(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  const engine = await pdfjs();
  // No eval (the page's policy has none) and no scripting: a guide is text and pictures.
  return engine.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, enableXfa: false }).promise;
}

/** Draws one page into `canvas` at `scale` and lays its text over it, for selection and screen readers. */
export async function drawPage(
  doc: PDFDocumentProxy,
  pageNumber: number,
  scale: number,
  canvas: HTMLCanvasElement,
  textLayer: HTMLDivElement,
  signal: AbortSignal,
): Promise<{ width: number; height: number } | null> {
  const engine = await pdfjs();
  const page = await doc.getPage(pageNumber);
  if (signal.aborted) return null;
  const viewport = page.getViewport({ scale });
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.floor(viewport.width * ratio);
  canvas.height = Math.floor(viewport.height * ratio);
  canvas.style.width = `${Math.floor(viewport.width)}px`;
  canvas.style.height = `${Math.floor(viewport.height)}px`;
  const rendering = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
  signal.addEventListener("abort", () => rendering.cancel(), { once: true });
  textLayer.replaceChildren();
  textLayer.style.setProperty("--total-scale-factor", String(scale));
  const text = new engine.TextLayer({ textContentSource: page.streamTextContent(), container: textLayer, viewport });
  signal.addEventListener("abort", () => text.cancel(), { once: true });
  try {
    await Promise.all([rendering.promise, text.render()]);
  } catch (error) {
    if (signal.aborted) return null;
    throw error;
  }
  return { width: viewport.width, height: viewport.height };
}
