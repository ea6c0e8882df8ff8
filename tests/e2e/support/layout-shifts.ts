import type { Page } from "@playwright/test";

/** Starts recording the layout shifts of every page this tab opens (installed before any page script). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { shiftTotal: number };
    state.shiftTotal = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) state.shiftTotal += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The current page's cumulative layout shift so far, once fonts are in and two frames are drawn. */
export async function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return (window as unknown as { shiftTotal: number }).shiftTotal;
  });
}
