// Layout shifts as the browser measures them (the Layout Instability API), for tests that hold a
// page to "nothing moved while it loaded": every shift without recent input, with what moved and
// from where to where, so a failure says which element it was.
import { expect, type Page } from "@playwright/test";

type Shifts = { total: number; moved: string[] };

/** Starts recording the layout shifts of every page this tab opens (installed before any page script). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
    const element = (node: Node | null | undefined) => (node instanceof Element ? node : (node?.parentElement ?? null));
    const rect = (box: DOMRectReadOnly) => `${box.x},${box.y} ${box.width}x${box.height}`;
    const state = window as unknown as { layoutShifts: Shifts };
    state.layoutShifts = { total: 0, moved: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        state.layoutShifts.total += entry.value;
        for (const source of entry.sources ?? []) {
          const node = element(source.node);
          const classes = node?.getAttribute("class");
          const name = `${node?.tagName.toLowerCase() ?? "?"}${classes ? `.${classes.split(" ")[0]}` : ""}`;
          // An icon has no text of its own: name it by the nearest text around it.
          let named = node;
          while (named && !named.textContent?.trim()) named = named.parentElement;
          state.layoutShifts.moved.push(
            `${name} "${(named?.textContent ?? "").trim().slice(0, 40)}" ${rect(source.previousRect)} -> ${rect(source.currentRect)} (${entry.value.toFixed(5)})`,
          );
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The current page's layout shifts so far, once it has settled: fonts loaded, the images in view
 * decoded, two frames drawn. */
export async function layoutShifts(page: Page): Promise<Shifts> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const inView = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    });
    await Promise.all(inView.map((image) => image.decode().catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return (window as unknown as { layoutShifts: Shifts }).layoutShifts;
  });
}

/** CLS 0 on the current page: nothing moved while it loaded. */
export async function expectNoLayoutShift(page: Page, where: string): Promise<void> {
  const shifts = await layoutShifts(page);
  expect(shifts.moved, `layout shifts on ${where}`).toEqual([]);
  expect(shifts.total, `layout shift on ${where}`).toBe(0);
}

/** Forgets the shifts recorded so far in this document (before a client-side navigation is judged on its own). */
export async function forgetLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { layoutShifts: Shifts }).layoutShifts = { total: 0, moved: [] };
  });
}
