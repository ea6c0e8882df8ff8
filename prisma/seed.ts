// The seed: catalogue, quiz, Atomic Year schedule, e-mail templates and sample PDFs. Safe to run
// again and again: it creates what is missing and never overwrites what an admin has edited.
import { GUIDES } from "@/lib/catalog/guide-content";
import { QUIZ_QUESTIONS } from "./content/quiz";
import { ATOMIC_YEAR_EMAILS, SPECIAL_EMAILS } from "@/lib/email/default-templates";
import { GUIDE_TEXTS } from "./content/guide-texts";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { STRAND_INFO } from "@/lib/catalog/strands";
import { ATOMIC_YEAR_GIFT_PRICE_CENTS, ATOMIC_YEAR_PRICE_CENTS, GUIDE_PRICE_CENTS } from "@/lib/catalog/constants";
import { fileNameStem } from "@/lib/catalog/slugs";
import { coverPath } from "@/lib/catalog/images";
import { catalogueText, guidePdf, guidePdfVersion, isGeneratedGuidePdf } from "@/lib/catalog/sample-pdf";
import { guideSample } from "@/lib/pdf/excerpt";
import { generatedGuidePdfKey, guidePdfKey, isGeneratedGuidePdfKey } from "@/lib/storage/keys";
import type { FileStorage } from "@/lib/storage/types";

export type SeedSummary = { guides: number; pdfsWritten: number; templates: number; schedules: number };

type SeedFiles = Pick<FileStorage, "put" | "size" | "get">;

/**
 * Whether the seed may replace the file at `key`: one it generated (under guides/generated/), or at
 * the key earlier seeds used (`legacyKey`) when that file is missing or carries the generator's
 * metadata. Anything else there was put by an admin.
 */
async function isSeedGenerated(files: SeedFiles, key: string, legacyKey: string): Promise<boolean> {
  if (isGeneratedGuidePdfKey(key)) return true;
  if (key !== legacyKey) return false;
  const bytes = await files.get(key);
  return bytes === null || (await isGeneratedGuidePdf(bytes));
}

export async function seed(prisma: PrismaClient, files: SeedFiles): Promise<SeedSummary> {
  for (const info of STRAND_INFO) {
    await prisma.strandInfo.upsert({
      where: { strand: info.strand },
      create: info,
      update: { name: info.name, colour: info.colour, sortOrder: info.sortOrder, tagline: info.tagline },
    });
  }

  await prisma.product.createMany({
    data: [
      { id: "atomic_year", name: "The Atomic Year", priceCents: ATOMIC_YEAR_PRICE_CENTS },
      { id: "atomic_year_gift", name: "The Atomic Year (Gift)", priceCents: ATOMIC_YEAR_GIFT_PRICE_CENTS },
    ],
    skipDuplicates: true,
  });

  await prisma.guide.createMany({
    data: GUIDES.map((guide) => ({
      id: guide.id,
      slug: guide.slug,
      title: guide.title,
      subtitle: guide.subtitle,
      strand: guide.strand,
      sortOrder: guide.sortOrder,
      fileName: fileNameStem(guide.title),
      coverImage: coverPath(guide.id, "cover"),
      // Cards use the full cover; the skinny art stays available for compact shelf layouts.
      skinnyCoverImage: null,
      heroImage: coverPath(guide.id, "hero"),
      description: guide.description,
      longDescription: guide.longDescription,
      whatYoullLearn: guide.whatYoullLearn,
      readTimeMinutes: guide.readTimeMinutes,
      priceCents: GUIDE_PRICE_CENTS,
      atomicYearMonth: guide.atomicYearMonth,
    })),
    skipDuplicates: true,
  });
  await prisma.guideSlugAlias.createMany({
    data: GUIDES.flatMap((guide) => guide.aliasSlugs.map((slug) => ({ slug, guideId: guide.id }))),
    skipDuplicates: true,
  });

  // Guide PDFs. Generated ones follow their content: a new text or layout is a new version under a
  // new key, and the guide is pointed at it. A file an admin put in place (any other key) is never
  // touched. Each desktop file also gets its public sample (the first pages).
  let pdfsWritten = 0;
  const stored = await prisma.guide.findMany({
    select: { id: true, fileName: true, pdfStoragePath: true, mobilePdfStoragePath: true },
  });
  for (const row of stored) {
    const content = GUIDES.find((guide) => guide.id === row.id);
    if (!content) continue;
    const text = GUIDE_TEXTS.find((entry) => entry.guideId === row.id) ?? catalogueText(content);
    const version = guidePdfVersion(content, text);
    let desktopKey = row.pdfStoragePath;
    for (const layout of ["desktop", "mobile"] as const) {
      const current = layout === "desktop" ? row.pdfStoragePath : row.mobilePdfStoragePath;
      if (current !== null && !(await isSeedGenerated(files, current, guidePdfKey(row.fileName, layout)))) continue;
      const key = generatedGuidePdfKey(row.fileName, layout, version);
      let size = await files.size(key);
      if (size === null) {
        const bytes = await guidePdf(content, text, layout);
        await files.put(key, bytes, "application/pdf");
        size = bytes.byteLength;
        pdfsWritten += 1;
      }
      if (layout === "desktop") desktopKey = key;
      if (current !== key) {
        await prisma.guide.update({
          where: { id: row.id },
          data: layout === "desktop" ? { pdfStoragePath: key, pdfFileSize: size } : { mobilePdfStoragePath: key, mobilePdfFileSize: size },
        });
      }
    }
    if (desktopKey) await guideSample(files, row.id, desktopKey);
  }

  for (const question of QUIZ_QUESTIONS) {
    await prisma.quizQuestion.upsert({
      where: { number: question.number },
      create: { number: question.number, strand: question.strand, prompt: question.prompt },
      update: { strand: question.strand, prompt: question.prompt },
    });
    for (const answer of question.answers) {
      await prisma.quizAnswer.upsert({
        where: { questionNumber_letter: { questionNumber: question.number, letter: answer.letter } },
        create: { questionNumber: question.number, letter: answer.letter, text: answer.text, guideId: answer.guideId },
        update: { text: answer.text, guideId: answer.guideId },
      });
    }
  }

  await prisma.emailTemplate.createMany({
    data: [...ATOMIC_YEAR_EMAILS, ...SPECIAL_EMAILS].map((template) => ({
      code: template.code,
      name: template.name,
      subject: template.subject,
      htmlContent: template.html,
      emailType: template.emailType,
      sequenceOrder: template.sequenceOrder,
      season: template.season,
      month: template.month,
    })),
    skipDuplicates: true,
  });
  const atomicTemplates = await prisma.emailTemplate.findMany({
    where: { code: { in: ATOMIC_YEAR_EMAILS.map((template) => template.code) } },
    select: { id: true, code: true, name: true },
  });
  await prisma.emailSchedule.createMany({
    data: atomicTemplates.map((template) => {
      const content = ATOMIC_YEAR_EMAILS.find((entry) => entry.code === template.code);
      return {
        templateId: template.id,
        daysAfterSubscription: content?.daysAfterSubscription ?? 0,
        description: template.name,
      };
    }),
    skipDuplicates: true,
  });

  const [guides, templates, schedules] = await Promise.all([prisma.guide.count(), prisma.emailTemplate.count(), prisma.emailSchedule.count()]);
  return { guides, pdfsWritten, templates, schedules };
}
