import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PDFDocument } from "@cantoo/pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "@/prisma/seed";
import { GUIDES } from "@/lib/catalog/guide-content";
import { applyMigrations } from "@/scripts/lib/migrations.mjs";
import { LocalFileStorage } from "@/lib/storage/local";
import { createTestDatabase, type TestDatabase } from "../support/database";

let database: TestDatabase;
let storageDir: string;

// The seed lays out 32 guide PDFs with embedded fonts: minutes on a loaded shared machine.
const SEEDING = { timeout: 300_000 };

beforeAll(async () => {
  database = await createTestDatabase();
  storageDir = await mkdtemp(path.join(os.tmpdir(), "seed-storage-"));
});

afterAll(async () => {
  await database?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

describe("migrations and seed", () => {
  it("applies the migrations once and then has nothing left to apply", async () => {
    expect(await applyMigrations(database.url)).toEqual([]);
    const rows = await database.prisma.$queryRaw<{ count: bigint }[]>`SELECT count(*) FROM _prisma_migrations WHERE finished_at IS NOT NULL`;
    expect(Number(rows[0]?.count)).toBeGreaterThanOrEqual(1);
  });

  it("seeds the whole catalogue, and a second run adds nothing and keeps admin edits", SEEDING, async () => {
    const storage = new LocalFileStorage(storageDir, undefined);
    const first = await seed(database.prisma, storage);
    expect(first).toEqual({ guides: 16, pdfsWritten: 32, templates: 43, schedules: 28 });

    await database.prisma.guide.update({ where: { id: "vision_001" }, data: { subtitle: "Edited by an admin" } });
    const second = await seed(database.prisma, storage);
    expect(second).toEqual({ guides: 16, pdfsWritten: 0, templates: 43, schedules: 28 });

    const prisma = database.prisma;
    expect((await prisma.guide.findUniqueOrThrow({ where: { id: "vision_001" } })).subtitle).toBe("Edited by an admin");
    expect(await prisma.strandInfo.count()).toBe(4);
    expect(await prisma.quizQuestion.count()).toBe(12);
    expect(await prisma.quizAnswer.count()).toBe(48);
    expect(await prisma.product.count()).toBe(2);
    expect(await prisma.guideSlugAlias.count()).toBe(GUIDES.flatMap((guide) => guide.aliasSlugs).length);
  });

  it("stores four guides per strand, each with both PDFs on disk and twelve Atomic Year months", async () => {
    const guides = await database.prisma.guide.findMany({ orderBy: [{ strand: "asc" }, { sortOrder: "asc" }] });
    const strands = [...new Set(guides.map((guide) => guide.strand))];
    expect(strands).toEqual(["power", "feeling", "motion", "vision"]);
    for (const strand of strands) {
      expect(guides.filter((guide) => guide.strand === strand).map((guide) => guide.sortOrder)).toEqual([1, 2, 3, 4]);
    }

    const storage = new LocalFileStorage(storageDir, undefined);
    for (const guide of guides) {
      expect(guide.priceCents).toBe(600);
      expect(guide.pdfStoragePath).toMatch(new RegExp(`^guides/generated/${guide.fileName}_Desktop_[0-9a-f]{12}\\.pdf$`));
      expect(guide.mobilePdfStoragePath).toMatch(new RegExp(`^guides/generated/${guide.fileName}_Mobile_[0-9a-f]{12}\\.pdf$`));
      expect(await storage.size(guide.pdfStoragePath!)).toBe(guide.pdfFileSize);
      const pdf = await storage.get(guide.mobilePdfStoragePath!);
      expect(pdf?.subarray(0, 5).toString()).toBe("%PDF-");
    }
    const emotional = guides.find((guide) => guide.id === "feeling_001");
    expect(emotional?.fileName).toBe("Emotional_Alchemy");
    expect(guides.find((guide) => guide.id === "vision_001")?.fileName).toBe("Quantum_Focus");

    const months = guides
      .map((guide) => guide.atomicYearMonth)
      .filter((month) => month !== null)
      .sort((a, b) => a - b);
    expect(months).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it("moves the PDFs it generated to their current version, and never touches a file an admin put in place", SEEDING, async () => {
    const storage = new LocalFileStorage(storageDir, undefined);
    const prisma = database.prisma;
    const seeded = await prisma.guide.findUniqueOrThrow({ where: { id: "power_001" } });
    const pdf = async (producer: string) => {
      const doc = await PDFDocument.create({ updateMetadata: false });
      doc.addPage();
      doc.setProducer(producer);
      doc.setCreationDate(new Date("2025-07-18T00:00:00Z"));
      return doc.save();
    };
    // power_001 points at an older generated version; feeling_001 at the key earlier seeds wrote,
    // holding one of their files; feeling_002 at that key holding an admin's file; vision_001 at an upload.
    const older = seeded.pdfStoragePath!.replace(/_[0-9a-f]{12}\.pdf$/, "_000000000000.pdf");
    await storage.put(older, await pdf("Atomic Guides"), "application/pdf");
    await prisma.guide.update({ where: { id: "power_001" }, data: { pdfStoragePath: older } });
    await storage.put("guides/Emotional_Alchemy_Desktop.pdf", await pdf("Atomic Guides"), "application/pdf");
    await prisma.guide.update({ where: { id: "feeling_001" }, data: { pdfStoragePath: "guides/Emotional_Alchemy_Desktop.pdf" } });
    const feeling2 = await prisma.guide.findUniqueOrThrow({ where: { id: "feeling_002" } });
    const adminsLegacy = `guides/${feeling2.fileName}_Desktop.pdf`;
    const adminBytes = await pdf("Someone's editor");
    await storage.put(adminsLegacy, adminBytes, "application/pdf");
    await prisma.guide.update({ where: { id: "feeling_002" }, data: { pdfStoragePath: adminsLegacy } });
    const upload = await pdf("An upload");
    await storage.put("guides/uploads/Quantum_Focus.pdf", upload, "application/pdf");
    await prisma.guide.update({ where: { id: "vision_001" }, data: { mobilePdfStoragePath: "guides/uploads/Quantum_Focus.pdf" } });

    await seed(prisma, storage);
    const after = new Map((await prisma.guide.findMany()).map((guide) => [guide.id, guide]));
    expect(after.get("power_001")?.pdfStoragePath).toBe(seeded.pdfStoragePath);
    expect(after.get("feeling_001")?.pdfStoragePath).toMatch(/^guides\/generated\/Emotional_Alchemy_Desktop_[0-9a-f]{12}\.pdf$/);
    expect(after.get("feeling_002")?.pdfStoragePath).toBe(adminsLegacy);
    expect(Buffer.from((await storage.get(adminsLegacy))!).equals(Buffer.from(adminBytes))).toBe(true);
    expect(after.get("vision_001")?.mobilePdfStoragePath).toBe("guides/uploads/Quantum_Focus.pdf");
    expect(Buffer.from((await storage.get("guides/uploads/Quantum_Focus.pdf"))!).equals(Buffer.from(upload))).toBe(true);
  });

  it("schedules the 28 Atomic Year e-mails on the specified days", async () => {
    const schedule = await database.prisma.emailSchedule.findMany({
      select: { daysAfterSubscription: true, template: { select: { code: true } } },
      orderBy: { daysAfterSubscription: "asc" },
    });
    const byCode = new Map(schedule.map((entry) => [entry.template.code, entry.daysAfterSubscription]));
    expect(byCode.get("welcome")).toBe(0);
    expect(byCode.get("guide_01")).toBe(7);
    expect(byCode.get("guide_12")).toBe(337);
    expect(byCode.get("guide_01_check_in")).toBe(21);
    expect(byCode.get("guide_11_check_in")).toBe(321);
    expect([byCode.get("season_1"), byCode.get("season_2"), byCode.get("season_3")]).toEqual([90, 180, 270]);
    expect(byCode.get("closing")).toBe(365);
    expect(schedule).toHaveLength(28);
  });
});
