// Where the reader opens a guide: at the stored page when it is the same edition, else at the same
// point of the other edition (the phone edition has more, smaller pages).
export type ReadingPlace = { edition: "desktop" | "mobile"; page: number; pageCount: number };

export function resumePage(place: ReadingPlace | null, edition: ReadingPlace["edition"], pageCount: number): number {
  if (!place || pageCount < 1) return 1;
  if (place.edition === edition && place.pageCount === pageCount) return Math.min(Math.max(place.page, 1), pageCount);
  if (place.pageCount <= 1) return 1;
  const share = (place.page - 1) / (place.pageCount - 1);
  return Math.min(pageCount, Math.max(1, Math.round(share * (pageCount - 1)) + 1));
}
