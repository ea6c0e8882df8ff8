import "server-only";
// The slugs /guides/{slug} is prerendered for (generateStaticParams, through lib/catalog/queries.ts).
import { db } from "@/lib/db";

/** Current slugs and old alias slugs, straight from the database. */
export async function loadGuideSlugs(): Promise<string[]> {
  const [guides, aliases] = await Promise.all([db().guide.findMany({ select: { slug: true } }), db().guideSlugAlias.findMany({ select: { slug: true } })]);
  return [...guides, ...aliases].map((row) => row.slug);
}
