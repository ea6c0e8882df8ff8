import { readFileSync } from "node:fs";
import path from "node:path";

type ServerReferenceManifest = { node: Record<string, { exportedName?: string; filename?: string }> };

/**
 * The id Next gave a server action in the build under test (what a browser sends as `Next-Action`),
 * read from the build's server-reference manifest, so tests can call actions the way pages do.
 */
export function serverActionId(exportedName: string, filename: string): string {
  const manifestPath = path.join(process.env.NEXT_DIST_DIR || ".next-e2e", "server/server-reference-manifest.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as ServerReferenceManifest;
  const entry = Object.entries(manifest.node).find(([, action]) => action.exportedName === exportedName && action.filename === filename);
  if (!entry) throw new Error(`No server action ${exportedName} in ${filename} (${manifestPath})`);
  return entry[0];
}
