// npm run db:seed — seeds the database (embedded by default); safe to repeat.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { LocalFileStorage } from "@/lib/storage/local";
import { seed } from "@/prisma/seed";
import { withDatabase } from "./lib/database.mjs";

await withDatabase(async (url: string) => {
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: 2 }) });
  try {
    const summary = await seed(prisma, new LocalFileStorage(process.env.STORAGE_DIR || ".data/storage", undefined));
    console.log(
      `Seeded: ${summary.guides} guides, ${summary.templates} e-mail templates, ${summary.schedules} schedule entries, ${summary.pdfsWritten} PDFs written.`,
    );
  } finally {
    await prisma.$disconnect();
  }
});
