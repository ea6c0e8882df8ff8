// The guides' own text, laid out by lib/catalog/sample-pdf.ts into the desktop and mobile PDFs.
// Placeholder until the writer's texts land (this file is theirs): a guide without text here gets
// a PDF built from its catalogue copy.
export type GuideText = {
  guideId: string;
  opening: string[];
  ideas: { heading: string; paragraphs: string[] }[];
  practice: { title: string; intro: string; steps: string[]; note?: string };
  closing: string[];
};

export const GUIDE_TEXTS: GuideText[] = [];
