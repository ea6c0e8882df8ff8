import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recommendationReason } from "@/lib/quiz/reason";
import { completeQuiz } from "@/lib/quiz/submit";
import type { TestDatabase } from "../support/database";
import { seededShop, type Shop } from "../support/shop";

let shop: Shop | undefined;
let database: TestDatabase;
const ALL_A = Array.from({ length: 12 }, () => "A");

beforeAll(async () => {
  shop = await seededShop("quiz-storage");
  database = shop.database;
});
afterAll(() => shop?.close());

/** The reason as the shelf shows it (lib/quiz/arrival.ts): from the stored result's answers. */
async function shelfReason(userId: string): Promise<string> {
  const result = await database.prisma.quizResult.findFirstOrThrow({
    where: { userId, grantedGuideId: { not: null } },
    select: { questionResponses: true, recommendedGuideId: true, grantedGuideId: true },
  });
  const { answer_guide_ids } = result.questionResponses as { answer_guide_ids: string[] };
  const guide = (id: string | null) => database.prisma.guide.findUniqueOrThrow({ where: { id: id ?? "" }, select: { id: true, title: true } });
  return recommendationReason(answer_guide_ids, await guide(result.recommendedGuideId), await guide(result.grantedGuideId));
}

async function newUser(email: string) {
  return database.prisma.user.create({ data: { email, firstName: "Quinn", emailVerified: new Date(), firstGuideClaimed: false }, select: { id: true } });
}

describe("completing the quiz", () => {
  it("grants the recommended guide once, sets first_guide_claimed and records the result", async () => {
    const user = await newUser("first@quiz.test");
    const outcome = await completeQuiz(user.id, ALL_A);
    expect(outcome).toMatchObject({ kind: "granted", guide: { id: "power_001", title: "Shape Yourself or Be Shaped" } });
    const grants = await database.prisma.userGuide.findMany({ where: { userId: user.id } });
    expect(grants.map((grant) => [grant.guideId, grant.acquiredVia])).toEqual([["power_001", "quiz"]]);
    expect((await database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).firstGuideClaimed).toBe(true);
    const results = await database.prisma.quizResult.findMany({ where: { userId: user.id } });
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ recommendedGuideId: "power_001", grantedGuideId: "power_001", isRetake: false });
  });

  it("says why the guide was chosen, in the words the shelf reads back from the stored answers", async () => {
    const user = await newUser("reason@quiz.test");
    const outcome = await completeQuiz(user.id, ALL_A);
    if (outcome.kind !== "granted") throw new Error(`expected a grant, got ${outcome.kind}`);
    expect(outcome.reason).toMatch(/^\d+ of your 12 answers pointed to Shape Yourself or Be Shaped/);
    expect(outcome.reason).toBe(await shelfReason(user.id));

    // The recommendation already owned: the reason names both guides.
    const owner = await newUser("reason-owner@quiz.test");
    await database.prisma.userGuide.create({ data: { userId: owner.id, guideId: "power_001", acquiredVia: "purchase" } });
    const alternate = await completeQuiz(owner.id, ALL_A);
    if (alternate.kind !== "granted") throw new Error(`expected a grant, got ${alternate.kind}`);
    expect(alternate.reason).toBe(
      "Your answers pointed to Shape Yourself or Be Shaped, which is already on your shelf, so we chose Discovering Your Personal Superpower, its neighbour in the Power strand.",
    );
    expect(alternate.reason).toBe(await shelfReason(owner.id));
  });

  it("a retake records the result only and grants nothing", async () => {
    const user = await newUser("retake@quiz.test");
    await completeQuiz(user.id, ALL_A);
    const retake = await completeQuiz(
      user.id,
      Array.from({ length: 12 }, () => "B"),
    );
    expect(retake.kind).toBe("retake");
    expect(await database.prisma.userGuide.count({ where: { userId: user.id } })).toBe(1);
    expect(await database.prisma.quizResult.count({ where: { userId: user.id, isRetake: true } })).toBe(1);
  });

  it("a retake never recommends a guide the person already owns", async () => {
    const user = await newUser("retake-owner@quiz.test");
    // The first quiz grants power_001 (all A); a purchase adds power_002, the alternate in line.
    await completeQuiz(user.id, ALL_A);
    await database.prisma.userGuide.create({ data: { userId: user.id, guideId: "power_002", acquiredVia: "purchase" } });
    const retake = await completeQuiz(user.id, ALL_A);
    expect(retake.kind).toBe("retake");
    const owned = (await database.prisma.userGuide.findMany({ where: { userId: user.id }, select: { guideId: true } })).map((row) => row.guideId);
    expect(owned.sort()).toEqual(["power_001", "power_002"]);
    expect(retake).toMatchObject({ kind: "retake", guide: { id: "power_003" } });
  });

  it("grants the alternate when the recommendation is already owned", async () => {
    const user = await newUser("owner@quiz.test");
    await database.prisma.userGuide.create({ data: { userId: user.id, guideId: "power_001", acquiredVia: "purchase" } });
    const outcome = await completeQuiz(user.id, ALL_A);
    expect(outcome).toMatchObject({ kind: "granted", guide: { id: "power_002" } });
  });

  it("owning every guide grants nothing", async () => {
    const user = await newUser("collector@quiz.test");
    const guides = await database.prisma.guide.findMany({ select: { id: true } });
    await database.prisma.userGuide.createMany({ data: guides.map((guide) => ({ userId: user.id, guideId: guide.id, acquiredVia: "purchase" as const })) });
    expect(await completeQuiz(user.id, ALL_A)).toEqual({ kind: "all_owned" });
    expect(await database.prisma.userGuide.count({ where: { userId: user.id } })).toBe(16);
    expect((await database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).firstGuideClaimed).toBe(false);
  });

  it("five submissions at the same moment grant the free guide exactly once", async () => {
    const user = await newUser("race@quiz.test");
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => completeQuiz(user.id, ALL_A)));
    expect(outcomes.filter((outcome) => outcome.kind === "granted")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === "retake")).toHaveLength(4);
    expect(await database.prisma.userGuide.count({ where: { userId: user.id } })).toBe(1);
    expect(await database.prisma.quizResult.count({ where: { userId: user.id } })).toBe(5);
  });
});
