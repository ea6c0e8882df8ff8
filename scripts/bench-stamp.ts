// Part of `npm run bench` (run by scripts/bench.mjs after the seed, with its database and storage):
// how long a buyer's download of a 30-page guide takes to prepare, first (stamped in the request)
// and after (the cached copy), next to reading the same file unstamped in the same run.
import { db } from "@/lib/db";
import { guidePdf, catalogueText } from "@/lib/catalog/sample-pdf";
import { downloadKey } from "@/lib/pdf/delivery";
import { stampLine, stampPdf } from "@/lib/pdf/stamp";
import { storage } from "@/lib/storage";
import { GUIDES } from "@/lib/catalog/guide-content";

const RUNS = 20;
const KEY = "guides/bench/Thirty_Pages_Desktop.pdf";

async function time(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await time(run));
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

// A 30-page guide in the generated layout: the catalogue copy with its ideas worked through at length.
const guide = GUIDES[0]!;
const base = catalogueText(guide);
const filler = guide.longDescription.split(/\n\s*\n/);
const text = { ...base, ideas: base.ideas.map((idea) => ({ ...idea, paragraphs: Array.from({ length: 9 }, () => filler).flat() })) };
let bytes = await guidePdf(guide, text, "desktop");
const { PDFDocument } = await import("@cantoo/pdf-lib");
const pages = (await PDFDocument.load(bytes)).getPageCount();
if (pages < 30) {
  // Pad to 30 pages with copies of the last ones so the measure is always of 30 pages.
  const doc = await PDFDocument.load(bytes);
  const extra = await doc.copyPages(
    doc,
    Array.from({ length: 30 - pages }, (_, i) => pages - 1 - (i % pages)),
  );
  for (const page of extra) doc.addPage(page);
  bytes = await doc.save();
}
const files = storage();
await files.put(KEY, bytes, "application/pdf");
const user = await db().user.upsert({
  where: { email: "bench@example.com" },
  create: { email: "bench@example.com", name: "Bench Reader", emailVerified: new Date() },
  update: {},
});
const buyer = { id: user.id, name: "Bench Reader", email: user.email, isAdmin: false };
const file = { guideId: guide.id, layout: "desktop" as const, key: KEY, version: 1 };

const reference = await median(() => files.get(KEY));
const cold = await time(() => downloadKey(buyer, file));
const cached = await median(() => downloadKey(buyer, file));
const original = (await files.get(KEY))!;
const warm = await median(() => stampPdf(original, stampLine(buyer.name, buyer.email)));
const pageCount = (await PDFDocument.load(original)).getPageCount();

console.log(`\nStamped download of a ${pageCount}-page guide (${Math.round(original.byteLength / 1024)} KB), ms:`);
console.log(`  reference: read the file unstamped (median of ${RUNS})`.padEnd(64) + reference.toFixed(1).padStart(9));
console.log("  first download: stamp and store, in a cold process".padEnd(64) + cold.toFixed(1).padStart(9));
console.log(`  stamping alone, process warm (median of ${RUNS})`.padEnd(64) + warm.toFixed(1).padStart(9));
console.log(`  next downloads: the cached copy (median of ${RUNS})`.padEnd(64) + cached.toFixed(1).padStart(9));
console.log(warm < 150 ? "Stamping a 30-page guide: under 150 ms." : "Stamping a 30-page guide took 150 ms or more.");
await db().$disconnect();
