// Runs in the browser before the app hydrates. Zod 4 probes once whether it may compile validators
// with `new Function`; the pages' Content-Security-Policy forbids eval (lib/http/csp.ts), and
// although zod catches the refusal, the browser reports it as a CSP violation. `jitless` skips the
// probe: zod validates with its interpreter, which the cart's and forms' small schemas never notice.
// (Zod keeps this setting on globalThis, shared by every copy of it in the bundle.)
import { config } from "zod/v4/core";

config({ jitless: true });
