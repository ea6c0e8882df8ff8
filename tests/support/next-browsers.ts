// Browsers for database tests that drive the real server actions (and Auth.js inside them): each
// browser has its own cookie jar and request headers, handed to server code through a stand-in for
// `next/headers`, the framework's edge. A test file wires it up with
//   vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());
// and runs each request with `inBrowser(browser, () => action(...))`.
import { AsyncLocalStorage } from "node:async_hooks";

/** What Next.js puts on every request it hands to server code (Auth.js picks the cookie name by it). */
export const NEXT_HEADERS = { host: "127.0.0.1:9", "x-forwarded-proto": "http" };

export type Browser = { jar: Map<string, string>; headers: Record<string, string> };

// The browser of the request in progress, per async call chain (two requests may run at once). One
// store for every copy of this module, so server modules a test loads afresh (vi.resetModules, to
// read a changed environment) still see the test's browsers.
const shared = globalThis as { nextBrowserRequests?: AsyncLocalStorage<Browser> };
const requests = (shared.nextBrowserRequests ??= new AsyncLocalStorage<Browser>());

function currentBrowser(): Browser {
  const browser = requests.getStore();
  if (!browser) throw new Error("server code ran outside a browser's request");
  return browser;
}

/** A browser; `headers` go with every request it makes (e.g. what a proxy in front adds). */
export function newBrowser(headers: Record<string, string> = {}): Browser {
  return { jar: new Map(), headers };
}

/** The body a page's form posts with these fields, as a server action receives it. */
export function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** Runs `step` as a request from `browser`. */
export function inBrowser<T>(browser: Browser, step: () => Promise<T>): Promise<T> {
  return requests.run(browser, step);
}

type CookieOptions = { maxAge?: number; expires?: Date | number };

function setCookie(name: string, value: string, options?: CookieOptions) {
  const jar = currentBrowser().jar;
  const expired = options?.maxAge === 0 || (options?.expires !== undefined && new Date(options.expires).getTime() <= Date.now());
  if (expired || value === "") jar.delete(name);
  else jar.set(name, value);
}

/** The `next/headers` module as server code sees it during a browser's request. */
export function nextHeadersStandIn() {
  return {
    headers: async () => {
      const browser = currentBrowser();
      return new Headers({
        ...NEXT_HEADERS,
        ...browser.headers,
        cookie: [...browser.jar].map(([name, value]) => `${name}=${value}`).join("; "),
      });
    },
    cookies: async () => ({
      set: (nameOrCookie: string | ({ name: string; value: string } & CookieOptions), value?: string, options?: CookieOptions) =>
        typeof nameOrCookie === "string" ? setCookie(nameOrCookie, value ?? "", options) : setCookie(nameOrCookie.name, nameOrCookie.value, nameOrCookie),
      get: (name: string) => (currentBrowser().jar.has(name) ? { name, value: currentBrowser().jar.get(name) } : undefined),
      getAll: () => [...currentBrowser().jar].map(([name, value]) => ({ name, value })),
      has: (name: string) => currentBrowser().jar.has(name),
      delete: (name: string) => currentBrowser().jar.delete(name),
    }),
  };
}

/** Where a server action that ends in Next's `redirect()` sends the browser (Next throws the target
 * to the framework, which answers with it). Fails when the action answers instead. */
export async function redirectTarget(action: Promise<unknown>): Promise<string> {
  let answer: unknown;
  try {
    answer = await action;
  } catch (error) {
    const digest = typeof error === "object" && error !== null && "digest" in error ? String(error.digest) : "";
    // NEXT_REDIRECT;{replace|push};{url};{status};
    if (digest.startsWith("NEXT_REDIRECT;")) return digest.split(";").slice(2, -2).join(";");
    throw error;
  }
  throw new Error(`expected a redirect, the action answered ${JSON.stringify(answer)}`);
}
