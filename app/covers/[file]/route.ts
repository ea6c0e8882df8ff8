// Generated art for each guide (cover, skinny cover, hero as SVG; the link preview as PNG), rendered
// from the catalogue. All are prerendered at build, so serving them costs nothing.
import sharp from "sharp";
import { getCatalogGuides } from "@/lib/catalog/queries";
import { coverSvg, heroSvg, openGraphSvg, skinnyCoverSvg } from "@/lib/catalog/cover-art";
import { parseCoverFile } from "@/lib/catalog/images";

export async function generateStaticParams() {
  const guides = await getCatalogGuides();
  return guides.flatMap((guide) => [
    { file: `${guide.id}.svg` },
    { file: `${guide.id}-skinny.svg` },
    { file: `${guide.id}-hero.svg` },
    { file: `${guide.id}-og.png` },
  ]);
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const parsed = parseCoverFile(file);
  const guide = parsed ? (await getCatalogGuides()).find((entry) => entry.id === parsed.guideId) : undefined;
  if (!parsed || !guide) return new Response("Not found", { status: 404 });
  const input = { title: guide.title, strand: guide.strand, sortOrder: guide.sortOrder };
  if (parsed.kind === "og") {
    // Link previews need a bitmap: social sites do not read SVG.
    const png = await sharp(Buffer.from(openGraphSvg(input)))
      .png()
      .toBuffer();
    return new Response(new Uint8Array(png), {
      headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800" },
    });
  }
  const svg = parsed.kind === "hero" ? heroSvg(input) : parsed.kind === "skinny" ? skinnyCoverSvg(input) : coverSvg(input);
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
