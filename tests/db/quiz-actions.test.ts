// Finishing the quiz (lib/quiz/actions.ts), called as the quiz page calls it, from browsers holding
// real Auth.js session cookies: the free guide goes to the signed-in person, once, even when the
// answers are sent twice at once, and shows on their shelf at the next read; a visitor or an ended
// session is asked to sign in; malformed answers get a message and record nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { inBrowser, newBrowser } from "../support/next-browsers";
import { signedInPerson, signOut, type Person } from "../support/sign-in";
import { ownedGuideIds, seededShop, type Shop } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());
vi.mock("next/cache", async (importOriginal) => (await import("../support/next-cache")).nextCacheStandIn(await importOriginal()));

const ALL_A = Array.from({ length: 12 }, () => "A");
const SIGN_IN = { ok: false, code: "sign_in", error: "Please sign in to take the quiz." };

let shop: Shop | undefined;
let database: TestDatabase;
let submitQuizAction: typeof import("@/lib/quiz/actions").submitQuizAction;

beforeAll(async () => {
  shop = await seededShop("quiz-actions", { AUTH_SECRET: "quiz-actions-secret-that-is-long-enough", SITE_URL: "http://127.0.0.1:9" });
  database = shop.database;
  ({ submitQuizAction } = await import("@/lib/quiz/actions"));
}, 300_000);

afterAll(() => shop?.close());

const submit = (who: Person | null, letters: unknown) => inBrowser(who?.browser ?? newBrowser(), () => submitQuizAction(letters));

const quizPerson = () => signedInPerson(database.prisma, { firstGuideClaimed: false });

describe("finishing the quiz", () => {
  it("grants the recommended guide to the signed-in person, and their shelf shows it at the next read", async () => {
    const reader = await quizPerson();
    expect(await ownedGuideIds(reader)).toEqual([]);
    const answer = await submit(reader, ALL_A);
    expect(answer).toMatchObject({ ok: true, outcome: { kind: "granted", guide: { id: "power_001" }, reason: expect.stringContaining("answers") } });
    expect(await ownedGuideIds(reader)).toEqual(["power_001"]);
    expect(await database.prisma.userGuide.findMany({ where: { userId: reader.id }, select: { guideId: true, acquiredVia: true } })).toEqual([
      { guideId: "power_001", acquiredVia: "quiz" },
    ]);
    expect(await database.prisma.quizResult.count({ where: { userId: reader.id, isRetake: false, grantedGuideId: "power_001" } })).toBe(1);
  });

  it("asks a visitor, and a browser whose session was signed out, to sign in, and records nothing", async () => {
    const results = await database.prisma.quizResult.count();
    expect(await submit(null, ALL_A)).toEqual(SIGN_IN);
    const reader = await quizPerson();
    await signOut(reader);
    expect(await submit(reader, ALL_A)).toEqual(SIGN_IN);
    expect(await database.prisma.quizResult.count()).toBe(results);
    expect(await database.prisma.userGuide.count({ where: { userId: reader.id } })).toBe(0);
  });

  it("gives the guide to the person whose session sends the answers, and nobody else", async () => {
    const first = await quizPerson();
    const second = await quizPerson();
    expect(await submit(second, ALL_A)).toMatchObject({ ok: true, outcome: { kind: "granted" } });
    expect(await ownedGuideIds(second)).toEqual(["power_001"]);
    expect(await ownedGuideIds(first)).toEqual([]);
    expect(await database.prisma.quizResult.count({ where: { userId: first.id } })).toBe(0);
    // The first person's own free guide is still theirs to take.
    expect(await submit(first, ALL_A)).toMatchObject({ ok: true, outcome: { kind: "granted" } });
  });

  it("refuses malformed answers with a message and records nothing", async () => {
    const reader = await quizPerson();
    const refusals: [unknown, string][] = [
      [null, "Please answer every question."],
      ["AAAAAAAAAAAA", "Please answer every question."],
      [{ answers: ALL_A }, "Please answer every question."],
      [ALL_A.slice(0, 11), "Please answer all 12 questions."],
      [[...ALL_A, "A"], "Please answer all 12 questions."],
      [[...ALL_A.slice(0, 11), "E"], "Each answer must be A, B, C or D."],
      [[...ALL_A.slice(0, 11), 1], "Each answer must be A, B, C or D."],
    ];
    for (const [letters, error] of refusals) expect(await submit(reader, letters), JSON.stringify(letters)).toEqual({ ok: false, error });
    expect(await database.prisma.quizResult.count({ where: { userId: reader.id } })).toBe(0);
    expect(await ownedGuideIds(reader)).toEqual([]);
    expect((await database.prisma.user.findUniqueOrThrow({ where: { id: reader.id } })).firstGuideClaimed).toBe(false);
  });

  it("sent twice at once, grants the free guide once: the other answer is a retake", async () => {
    const reader = await quizPerson();
    const answers = await Promise.all([submit(reader, ALL_A), submit(reader, ALL_A)]);
    expect(answers.map((answer) => (answer.ok ? answer.outcome.kind : answer.error)).sort()).toEqual(["granted", "retake"]);
    expect(await ownedGuideIds(reader)).toEqual(["power_001"]);
    expect(await database.prisma.quizResult.count({ where: { userId: reader.id } })).toBe(2);
    // A retake later grants nothing more either.
    expect(
      await submit(
        reader,
        Array.from({ length: 12 }, () => "B"),
      ),
    ).toMatchObject({ ok: true, outcome: { kind: "retake" } });
    expect(await ownedGuideIds(reader)).toEqual(["power_001"]);
  });
});
