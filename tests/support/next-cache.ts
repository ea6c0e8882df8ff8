// `next/cache` for database tests. Outside a Next.js request there is no cache: `"use cache"` reads
// run directly (so the next read always shows what the database holds), `cacheTag`/`cacheLife` have
// nothing to tag, and `revalidatePath`/`revalidateTag` would throw for want of one. The stand-in
// records revalidations instead, for the few places where telling the cache is the only effect a
// test can see. A test file wires it up with
//   vi.mock("next/cache", async (importOriginal) => (await import("../support/next-cache")).nextCacheStandIn(await importOriginal()));

/** Every revalidation asked for, in order: `tag:<tag>` or `path:<path>`. */
export const revalidations: string[] = [];

export function nextCacheStandIn(actual: object) {
  return {
    ...actual,
    cacheLife: () => undefined,
    cacheTag: () => undefined,
    revalidatePath: (path: string) => void revalidations.push(`path:${path}`),
    revalidateTag: (tag: string) => void revalidations.push(`tag:${tag}`),
    updateTag: (tag: string) => void revalidations.push(`tag:${tag}`),
  };
}
