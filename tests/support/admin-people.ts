// Signed-in people for the admin db tests: the admin (boss@reader.test, on the tests' ADMIN_EMAILS)
// or a new reader on each call, as the session the mocked auth() hands the code under test.
import type { TestDatabase } from "./database";

export type SessionUser = { id: string; email: string; name: string; isAdmin: boolean };

export function peopleIn(database: () => TestDatabase): (isAdmin: boolean) => Promise<SessionUser> {
  let counter = 0;
  return async function person(isAdmin) {
    counter += 1;
    const email = isAdmin ? "boss@reader.test" : `reader${counter}@reader.test`;
    const row = await database().prisma.user.upsert({
      where: { email },
      create: { email, firstName: isAdmin ? "Boss" : "Reader", emailVerified: new Date() },
      update: {},
      select: { id: true, email: true },
    });
    return { id: row.id, email: row.email, name: isAdmin ? "Boss" : "Reader", isAdmin };
  };
}
