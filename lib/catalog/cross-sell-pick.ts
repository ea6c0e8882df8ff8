// "Readers of this guide also read": the guides the scheduled job found most often bought together
// with this one, then, while there are fewer than CROSS_SELL_COUNT, the same strand's other guides in
// their order. Pure, so the guide page (when it is rendered) and the cart (in the browser) pick alike.

export const CROSS_SELL_COUNT = 3;

type Pickable = { id: string; strand: string; sortOrder: number; released: boolean };

/** Up to CROSS_SELL_COUNT other released guides for the guides in `forIds`, leaving out `exclude`
 * (what is in the cart, or owned): the co-purchases of each in turn, then their strands' guides. */
export function pickCrossSells<Guide extends Pickable>(
  forIds: readonly string[],
  catalogue: readonly Guide[],
  crossSells: Readonly<Record<string, readonly string[]>>,
  exclude: readonly string[] = [],
): Guide[] {
  const byId = new Map(catalogue.map((guide) => [guide.id, guide]));
  const left = new Set([...forIds, ...exclude]);
  const picked: Guide[] = [];
  const take = (id: string) => {
    const guide = byId.get(id);
    if (picked.length >= CROSS_SELL_COUNT || !guide || !guide.released || left.has(id)) return;
    left.add(id);
    picked.push(guide);
  };
  const longest = Math.max(0, ...forIds.map((id) => crossSells[id]?.length ?? 0));
  // Round-robin over the guides asked about, best co-purchase first.
  for (let position = 0; position < longest; position += 1) for (const id of forIds) take(crossSells[id]?.[position] ?? "");
  const strands = forIds.flatMap((id) => byId.get(id)?.strand ?? []);
  for (const strand of strands)
    for (const guide of [...catalogue].filter((entry) => entry.strand === strand).sort((a, b) => a.sortOrder - b.sortOrder)) take(guide.id);
  return picked;
}
