import "server-only";
// Every admin change is written here (who, when, what) and shown on the dashboard.
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CurrentUser } from "@/lib/auth/session";

export async function recordAdminAction(
  admin: Pick<CurrentUser, "id" | "email">,
  action: string,
  target: string | null,
  details?: Prisma.InputJsonObject,
): Promise<void> {
  await db().adminAuditLog.create({ data: { userId: admin.id, email: admin.email, action, target, details } });
}

export async function recentAdminActions(take = 20) {
  return db().adminAuditLog.findMany({
    select: { id: true, email: true, action: true, target: true, createdAt: true },
    orderBy: { createdAt: "desc" },
    take,
  });
}
