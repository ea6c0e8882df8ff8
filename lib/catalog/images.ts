// Where a guide's generated art is served (app/covers/[file]/route.ts renders it).
export type ArtKind = "cover" | "skinny" | "hero";

export function coverPath(guideId: string, kind: ArtKind): string {
  return kind === "cover" ? `/covers/${guideId}.svg` : `/covers/${guideId}-${kind}.svg`;
}

export function parseCoverFile(file: string): { guideId: string; kind: ArtKind } | null {
  const match = /^([a-z]+_\d{3})(?:-(skinny|hero))?\.svg$/.exec(file);
  if (!match?.[1]) return null;
  return { guideId: match[1], kind: (match[2] as ArtKind | undefined) ?? "cover" };
}
