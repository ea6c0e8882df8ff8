// The reader keeps each guide file it opened in the browser's Cache Storage, so a guide read once
// opens again offline. The cache is named after the account that opened it: another account on the
// same browser never reads it (nor does the service worker answer another account from it: it looks
// only in the cache of the account the `ag-reader` cookie names, public/read/sw.js). Signing out
// deletes every reader cache, and each page that learns who is signed in (lib/session/use-me.ts)
// deletes every other account's.
const PREFIX = "guide-reader-";

export function readerCacheName(accountId: string): string {
  return `${PREFIX}${accountId}`;
}

function cacheStorage(): CacheStorage | null {
  return typeof caches === "undefined" ? null : caches;
}

/** Deletes the reader caches of every account but `keep` (all of them without it). */
export async function clearReaderCaches(keep?: string): Promise<void> {
  const storage = cacheStorage();
  if (!storage) return;
  try {
    const names = await storage.keys();
    await Promise.all(names.filter((name) => name.startsWith(PREFIX) && name !== keep).map((name) => storage.delete(name)));
  } catch {
    // Cache Storage refused (a private window's quota): there is nothing of ours in it.
  }
}

export class GuideFileRefused extends Error {
  constructor(readonly status: number) {
    super(`the shop refused the guide file (${status})`);
  }
}

/**
 * The guide file from the shop, kept in the account's cache; when the shop cannot be reached, the
 * copy kept there. A refusal (signed out, no longer the owner) drops the kept copy too.
 */
export async function loadGuideFile(url: string, cacheName: string): Promise<ArrayBuffer> {
  const storage = cacheStorage();
  const cache = storage ? await storage.open(cacheName).catch(() => null) : null;
  let response: Response;
  try {
    // The default cache mode, so the reader page's preload of this file answers it (the file's
    // answer is `no-store`: the browser's HTTP cache never keeps it).
    response = await fetch(url, { credentials: "same-origin" });
  } catch (offline) {
    const kept = await cache?.match(url);
    if (kept) return kept.arrayBuffer();
    throw offline;
  }
  if (!response.ok) {
    if (response.status >= 400 && response.status < 500) await cache?.delete(url);
    throw new GuideFileRefused(response.status);
  }
  const bytes = await response.arrayBuffer();
  await cache?.put(url, new Response(bytes.slice(0), { headers: { "Content-Type": "application/pdf" } })).catch(() => undefined);
  return bytes;
}
