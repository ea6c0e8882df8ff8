// An owner's stamped copies of their guides in the run's storage (STORAGE_DIR, set by
// scripts/test.mjs), as the app writes them: stamped/<user id>/<guide>_<edition>_<version>.pdf.
import { readdir, stat } from "node:fs/promises";
import path from "node:path";

export function ownerCopyPath(userId: string, name: string): string {
  return path.join(process.env.STORAGE_DIR!, "stamped", userId, name);
}

/** Each copy's file name, with when it was written. */
export async function ownerCopies(userId: string): Promise<Map<string, number>> {
  const names = await readdir(path.dirname(ownerCopyPath(userId, "x"))).catch(() => [] as string[]);
  return new Map(await Promise.all(names.map(async (name) => [name, (await stat(ownerCopyPath(userId, name))).mtimeMs] as const)));
}

/** The editions the owner has copies of, sorted ("desktop", "mobile"). */
export async function copiedEditions(userId: string): Promise<string[]> {
  return [...(await ownerCopies(userId)).keys()].map((name) => /_(desktop|mobile)_/.exec(name)?.[1] ?? name).sort();
}
