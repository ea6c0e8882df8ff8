// Browsers for database tests that call server actions directly: each has its own cookie jar,
// sent with every request it makes and updated by every answer, as Next.js hands them to server
// code through next/headers. A test file mocks next/headers at the framework edge with
// `vi.mock("next/headers", async () => (await import("../support/browsers")).nextHeaders)` and runs
// each step as a request of one browser with `inBrowser` (two may run at once).
import { AsyncLocalStorage } from "node:async_hooks";

export type Browser = { jar: Map<string, string> };

// What Next.js puts on every request it hands to server code (Auth.js picks the cookie name by it).
const NEXT_HEADERS = { host: "127.0.0.1:9", "x-forwarded-proto": "http" };

const requests = new AsyncLocalStorage<Browser>();

function currentJar(): Map<string, string> {
  const browser = requests.getStore();
  if (!browser) throw new Error("server code ran outside a browser's request");
  return browser.jar;
}

type CookieOptions = { maxAge?: number; expires?: Date | number };

function setCookie(name: string, value: string, options?: CookieOptions) {
  const expired = options?.maxAge === 0 || (options?.expires !== undefined && new Date(options.expires).getTime() <= Date.now());
  if (expired || value === "") currentJar().delete(name);
  else currentJar().set(name, value);
}

export function newBrowser(): Browser {
  return { jar: new Map() };
}

/** Runs `step` as a request from `browser`. */
export function inBrowser<T>(browser: Browser, step: () => Promise<T>): Promise<T> {
  return requests.run(browser, step);
}

/** The next/headers module as server code sees it during a browser's request. */
export const nextHeaders = {
  headers: async () =>
    new Headers({
      ...NEXT_HEADERS,
      cookie: [...currentJar()].map(([name, value]) => `${name}=${value}`).join("; "),
    }),
  cookies: async () => ({
    set: (nameOrCookie: string | ({ name: string; value: string } & CookieOptions), value?: string, options?: CookieOptions) =>
      typeof nameOrCookie === "string" ? setCookie(nameOrCookie, value ?? "", options) : setCookie(nameOrCookie.name, nameOrCookie.value, nameOrCookie),
    get: (name: string) => (currentJar().has(name) ? { name, value: currentJar().get(name) } : undefined),
    getAll: () => [...currentJar()].map(([name, value]) => ({ name, value })),
    has: (name: string) => currentJar().has(name),
    delete: (name: string) => currentJar().delete(name),
  }),
};
