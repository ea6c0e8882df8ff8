// The one answer of a server action (lib/actions/pipeline.ts). "Sign-in needed" is
// `code: "sign_in"`. A type of its own, in the core, so any domain can answer in it without
// importing the pipeline (lib/auth, which the pipeline itself imports: signInWithPassword).
export type ActionFailure = { ok: false; error: string; code?: string; field?: string };
export type ActionResult<T extends object = object, F extends object = object> = ({ ok: true } & T) | (ActionFailure & F);
