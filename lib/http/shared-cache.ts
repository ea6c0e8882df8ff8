// The app's side of the shared cache in front of Next (scripts/lib/shared-cache.mjs): after the app
// revalidates a page people see, the stored copies of every page are forgotten at once, as a CDN
// purge would. The server sets the hook on a global of this process; under `next dev` or on a
// platform whose CDN does the caching, there is no hook and nothing to purge.
const SHARED_CACHE_GLOBAL = Symbol.for("atomic-guides.shared-cache");

type SharedCacheHook = { purge: () => void };

/**
 * Call after revalidateTag/revalidatePath of a catalogue page. Next applies those when the action or
 * route returns, so the server purges once more when the request finishes (scripts/serve.mjs).
 */
export function purgeSharedCache(): void {
  const hook = (globalThis as { [SHARED_CACHE_GLOBAL]?: SharedCacheHook })[SHARED_CACHE_GLOBAL];
  hook?.purge();
}
