// Where a guide's generated art is served (app/covers/[file]/route.ts renders it).
export type ArtKind = "cover" | "skinny" | "hero" | "og";

export function coverPath(guideId: string, kind: ArtKind): string {
  if (kind === "og") return `/covers/${guideId}-og.png`;
  return kind === "cover" ? `/covers/${guideId}.svg` : `/covers/${guideId}-${kind}.svg`;
}

export function parseCoverFile(file: string): { guideId: string; kind: ArtKind } | null {
  const og = /^([a-z]+_\d{3})-og\.png$/.exec(file);
  if (og?.[1]) return { guideId: og[1], kind: "og" };
  const match = /^([a-z]+_\d{3})(?:-(skinny|hero))?\.svg$/.exec(file);
  if (!match?.[1]) return null;
  return { guideId: match[1], kind: (match[2] as ArtKind | undefined) ?? "cover" };
}
