// Shapes of the content the seed writes into the database: the guides (lib/catalog/guide-content.ts),
// the default e-mail templates (lib/email/default-templates.ts) and the quiz (prisma/content/quiz.ts).

export type Strand = "power" | "feeling" | "motion" | "vision";

export type GuideContent = {
  /** Catalogue id, e.g. "power_001". */
  id: string;
  slug: string;
  title: string;
  subtitle: string;
  strand: Strand;
  /** 1-4 within the strand. */
  sortOrder: number;
  /** One or two sentences shown on cards and in the page's meta description (120-170 chars). */
  description: string;
  /** Two to four paragraphs separated by a blank line ("\n\n"). */
  longDescription: string;
  /** Four to six concrete items. */
  whatYoullLearn: string[];
  /** Minutes, 20-30. */
  readTimeMinutes: number;
  /** The Atomic Year month (1-12) this guide is sent in, or null when it is not part of the programme. */
  atomicYearMonth: number | null;
  /** Older slugs that still resolve to this guide. */
  aliasSlugs: string[];
};

type QuizAnswer = {
  /** A, B, C or D. */
  letter: "A" | "B" | "C" | "D";
  text: string;
  /** The guide this answer counts toward; always a guide of the question's strand. */
  guideId: string;
};

export type QuizQuestion = {
  /** 1-12. Questions 1-3 Power, 4-6 Motion, 7-9 Feeling, 10-12 Vision. */
  number: number;
  strand: Strand;
  prompt: string;
  answers: [QuizAnswer, QuizAnswer, QuizAnswer, QuizAnswer];
};

export type EmailTemplateContent = {
  /** Stable code, e.g. "welcome", "guide_01", "guide_01_check_in", "season_1", "closing", "welcome_new_user". */
  code: string;
  /** Human name shown to admins. */
  name: string;
  /** One of the e-mail types: welcome, guide_drop, check_in, season_primer, closing, welcome_new_user, auth_signup, auth_reset, purchase_confirmation, gift_received_single_guide, gift_received_atomic_year, gift_sent_atomic_year, completion_all_guides. */
  emailType: string;
  /** Subject line; may contain {{PLACEHOLDERS}}; no line breaks. */
  subject: string;
  /** HTML body fragment (no <html>/<body>), may contain {{PLACEHOLDERS}}. */
  html: string;
  /** For Atomic Year templates: days after subscription start (the schedule entry). Null otherwise. */
  daysAfterSubscription: number | null;
  /** For Atomic Year templates: 1-28 in schedule order. Null otherwise. */
  sequenceOrder: number | null;
  /** Season number 1-4 for Atomic Year templates where it applies, else null. */
  season: number | null;
  /** For guide drops and check-ins: the month 1-12 they belong to. Null otherwise. */
  month: number | null;
};

/** The text of a guide's PDF (prisma/content/guide-texts.ts holds the seeded ones). */
export type GuideText = {
  /** Catalogue id, e.g. "power_001". */
  guideId: string;
  /** Paragraphs. */
  opening: string[];
  /** One per what-you'll-learn item, in the same order. */
  ideas: { heading: string; paragraphs: string[] }[];
  practice: { title: string; intro: string; steps: string[]; note?: string };
  /** Paragraphs. */
  closing: string[];
};
