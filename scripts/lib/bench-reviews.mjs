// Reviews for the bench's catalogue: the measured guide page has more reviews than it shows, so it
// holds as many as it can (with its JSON-LD), and every card an average, so the catalogue is measured as a shop with
// readers looks, not as an empty one.
import pg from "pg";

const TEXT =
  "Short enough to finish on a train and clear enough to use the same evening. The exercises in the middle were the part I came back to: " +
  "small, concrete, and honest about what they ask of you. I would give it to a friend who is starting out.";

/** `perGuide` owners with a review of every guide, `onSlug` more on that guide's page. */
export async function seedBenchReviews(databaseUrl, { onSlug, onSlugCount = 30, perGuide = 3 }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const guides = (await client.query(`SELECT id, slug FROM guides`)).rows;
    let n = 0;
    for (const guide of guides) {
      const count = guide.slug === onSlug ? onSlugCount : perGuide;
      for (let i = 0; i < count; i++) {
        n += 1;
        const userId = `bench-reviewer-${n}`;
        await client.query(`INSERT INTO users (id, email, email_verified, first_name, name, updated_at) VALUES ($1, $2, now(), $3, $4, now())`, [
          userId,
          `${userId}@bench.test`,
          `Reader${n}`,
          `Reader${n} Bench`,
        ]);
        await client.query(`INSERT INTO user_guides (id, user_id, guide_id, acquired_via) VALUES ($1, $2, $3, 'purchase')`, [`${userId}-g`, userId, guide.id]);
        await client.query(`INSERT INTO reviews (id, user_id, guide_id, rating, body, updated_at) VALUES ($1, $2, $3, $4, $5, now())`, [
          `${userId}-r`,
          userId,
          guide.id,
          3 + (n % 3),
          TEXT,
        ]);
      }
    }
    return n;
  } finally {
    await client.end();
  }
}
