// Calls a server action the way the browser's fetch does (POST with `Next-Action`), without the UI,
// so a test sends exactly the request an attacker could. Action ids come from the build's server
// reference manifest (NEXT_DIST_DIR, .next-e2e in the e2e run), and the answer is read by React's
// own Flight client, the one Next ships and its router uses for the same responses.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { APIRequestContext, APIResponse } from "@playwright/test";

type FlightClient = {
  createFromFetch<T>(
    response: Promise<Response>,
    options: { serverConsumerManifest: { moduleMap: null; serverModuleMap: null; moduleLoading: null } },
  ): Promise<T>;
};
// The build is Turbopack's (`next build`), so its client: it reads the protocol as the browser does.
const flight = createRequire(import.meta.url)("next/dist/compiled/react-server-dom-turbopack/client.edge") as FlightClient;
// A response that changed cookies or revalidated also carries the page's new tree, whose client
// components React starts loading as it reads them; nothing here renders them, so their chunks
// are "loaded" at once and never run.
Object.assign(globalThis, { __next_chunk_load__: () => Promise.resolve(), __next_require__: () => ({}) });

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
  return { response, status: response.status(), result: response.ok() ? await actionResult(body) : undefined };
}

/** The action's return value from its response (a React Flight stream), as the browser's router
 * reads it: the stream's root holds it as `a`. */
export async function actionResult(body: string): Promise<unknown> {
  const root = await flight.createFromFetch<{ a?: Promise<unknown> } | null>(Promise.resolve(new Response(body)), {
    serverConsumerManifest: { moduleMap: null, serverModuleMap: null, moduleLoading: null },
  });
  if (!root || !("a" in root)) throw new Error(`no action result in ${body.slice(0, 300)}`);
  return await root.a;
}

/** The session cookie a response set, if any (name depends on http/https). */
export function sessionCookieSet(response: APIResponse): string | undefined {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "set-cookie")
    .map((header) => header.value)
    .find((value) => /^(__Secure-)?authjs\.session-token=[^;]+/.test(value));
}
