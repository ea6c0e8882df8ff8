import "server-only";
// The strands' bundle prices as the admin sets them: a positive whole number of cents, at most the
// sum of the strand's four guides bought one by one.
import { db } from "@/lib/db";
import type { Strand } from "@/lib/catalog/strands";
import { formatAmount } from "@/lib/money";

export async function listBundlePrices() {
  const [strands, sums] = await Promise.all([
    db().strandInfo.findMany({ select: { strand: true, name: true, bundlePriceCents: true }, orderBy: { sortOrder: "asc" } }),
    db().guide.groupBy({ by: ["strand"], _sum: { priceCents: true }, _count: { _all: true } }),
  ]);
  return strands.map((info) => {
    const sum = sums.find((entry) => entry.strand === info.strand);
    return { ...info, separateCents: sum?._sum.priceCents ?? 0, guideCount: sum?._count._all ?? 0 };
  });
}

export type BundlePriceChange = { ok: true; name: string; fromCents: number } | { ok: false; status: 400 | 404; message: string };

/** Sets a strand's bundle price; refuses one over what its guides cost one by one. */
export async function setBundlePrice(strand: Strand, priceCents: number): Promise<BundlePriceChange> {
  const [info, sum] = await Promise.all([
    db().strandInfo.findUnique({ where: { strand }, select: { name: true, bundlePriceCents: true } }),
    db().guide.aggregate({ where: { strand }, _sum: { priceCents: true } }),
  ]);
  if (!info) return { ok: false, status: 404, message: "No such strand." };
  const separate = sum._sum.priceCents ?? 0;
  if (priceCents > separate) return { ok: false, status: 400, message: `A bundle costs at most what its guides cost one by one (${formatAmount(separate)}).` };
  await db().strandInfo.update({ where: { strand }, data: { bundlePriceCents: priceCents } });
  return { ok: true, name: info.name, fromCents: info.bundlePriceCents };
}
