// Calls a server action the way the browser's fetch does (POST with `Next-Action`), without the UI,
// so a test sends exactly the request an attacker could. Action ids come from the build's server
// reference manifest (NEXT_DIST_DIR, .next-e2e in the e2e run).
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type APIResponse } from "@playwright/test";

type ManifestEntry = { exportedName?: string; filename?: string; workers?: Record<string, { exportedName?: string; filename?: string }> };

let manifest: Record<string, ManifestEntry> | undefined;

/** The id of the server action `name` exported by `file` (e.g. "lib/auth-actions/actions.ts"). */
export function actionId(file: string, name: string): string {
  manifest ??= (
    JSON.parse(readFileSync(path.join(process.env.NEXT_DIST_DIR ?? ".next-e2e", "server/server-reference-manifest.json"), "utf8")) as {
      node: Record<string, ManifestEntry>;
    }
  ).node;
  for (const [id, entry] of Object.entries(manifest)) {
    const described = [entry, ...Object.values(entry.workers ?? {})];
    if (described.some((item) => item.exportedName === name && item.filename?.replaceAll("\\", "/").endsWith(file))) return id;
  }
  throw new Error(`No server action ${name} from ${file} in the build`);
}

export type ActionCall = {
  /** Absolute origin of the server to call; the request context's baseURL when omitted. */
  origin: string;
  /** A page that renders a form using the action. */
  page: string;
  file: string;
  name: string;
  /** The arguments, sent as the browser sends plain values (a JSON array). */
  args?: unknown[];
  /** Instead of `args`: a multipart body as React encodes a FormData argument (in this order). */
  multipart?: [string, string][];
  headers?: Record<string, string>;
};

export type ActionResponse = { response: APIResponse; status: number; result: unknown };

export async function callAction(request: APIRequestContext, call: ActionCall): Promise<ActionResponse> {
  const headers = {
    "Next-Action": actionId(call.file, call.name),
    Accept: "text/x-component",
    // A same-site request, as the shop's own pages send it.
    Origin: call.origin,
    ...call.headers,
  };
  const url = `${call.origin}${call.page}`;
  let form: FormData | undefined;
  if (call.multipart) {
    form = new FormData();
    for (const [name, value] of call.multipart) form.append(name, value);
  }
  const response = form
    ? await request.post(url, { headers, multipart: form, maxRedirects: 0 })
    : await request.post(url, { headers: { ...headers, "Content-Type": "text/plain;charset=UTF-8" }, data: JSON.stringify(call.args ?? []), maxRedirects: 0 });
  const body = await response.text();
  return { response, status: response.status(), result: response.ok() ? actionResult(body) : undefined };
}

/** The action's return value from a React Flight response: row 0 names the row holding it. */
export function actionResult(flight: string): unknown {
  const rows = new Map<string, string>();
  for (const line of flight.split("\n")) {
    const match = /^([0-9a-f]+):(.*)$/.exec(line);
    if (match?.[1] !== undefined && match[2] !== undefined) rows.set(match[1], match[2]);
  }
  const head = JSON.parse(rows.get("0") ?? "null") as { a?: unknown } | null;
  const reference = typeof head?.a === "string" && head.a.startsWith("$@") ? head.a.slice(2) : undefined;
  expect(reference, `an action result in ${flight.slice(0, 300)}`).toBeDefined();
  return JSON.parse(rows.get(reference!) ?? "null");
}

/** The session cookie a response set, if any (name depends on http/https). */
export function sessionCookieSet(response: APIResponse): string | undefined {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "set-cookie")
    .map((header) => header.value)
    .find((value) => /^(__Secure-)?authjs\.session-token=[^;]+/.test(value));
}
