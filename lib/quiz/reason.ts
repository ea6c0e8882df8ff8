// Why the quiz chose a guide, in a sentence the shelf shows when the free guide arrives. Pure: it is
// read from the answers stored with the quiz result (their guide ids), never from the browser.
import { strandInfo } from "@/lib/catalog/strands";
import { strandOf } from "./recommend";

export type ReasonGuide = { id: string; title: string };

export function recommendationReason(answerGuideIds: readonly string[], recommended: ReasonGuide, granted: ReasonGuide): string {
  const total = answerGuideIds.length;
  const strand = strandOf(granted.id);
  const info = strand ? strandInfo(strand) : null;
  if (recommended.id !== granted.id) {
    const sameStrand = strandOf(recommended.id) === strand && info;
    return `Your answers pointed to ${recommended.title}, which is already on your shelf, so we chose ${granted.title}${
      sameStrand ? `, its neighbour in the ${info.name} strand` : ""
    }.`;
  }
  const votes = answerGuideIds.filter((id) => id === granted.id).length;
  const strandVotes = strand ? answerGuideIds.filter((id) => strandOf(id) === strand).length : 0;
  const lead = `${votes} of your ${total} answers pointed to ${granted.title}`;
  if (!info || strandVotes <= votes) return `${lead}.`;
  return `${lead}, and ${strandVotes} to the ${info.name} strand: ${info.tagline.charAt(0).toLowerCase()}${info.tagline.slice(1)}.`;
}
