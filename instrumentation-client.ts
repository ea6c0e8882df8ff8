// Runs in the browser before the app hydrates. Zod 4 probes once whether it may compile validators
// with `new Function`; the pages' Content-Security-Policy forbids eval (lib/http/csp.ts), and
// although zod catches the refusal, the browser reports it as a CSP violation. `jitless` skips the
// probe: zod validates with its interpreter, which the forms' small schemas never notice. Zod reads
// this setting from `globalThis.__zod_globalConfig` (shared by every copy of it in the bundle), so
// it is set there directly: importing zod here would put it in every page's first load, and most
// pages (the whole catalogue) never load zod at all.
const target = globalThis as { __zod_globalConfig?: Record<string, unknown> };
target.__zod_globalConfig = { ...target.__zod_globalConfig, jitless: true };
