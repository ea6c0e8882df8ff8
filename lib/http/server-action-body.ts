// Checks a server-action request body before Next decodes it. Next 16 answers every decoding
// failure of an action body with a 500 (action-handler.js: "consider checking if the error is an
// ApiError"), so the proxy refuses, with a 400, the bodies React's `decodeReply` would fail on:
// text that is not JSON, nesting deep enough to exhaust the stack, a root that is not an argument
// list, and `$`-references to other parts of the body. React's client encodes the shop's action
// arguments (strings, numbers, plain objects and arrays, FormData, dates, `undefined`) without
// such references; they exist for values no action here takes (promises, Maps, Sets, streams,
// typed arrays, server functions, repeated objects), and a missing or malformed part behind one is
// what makes the decoder throw ("Connection closed.") or loop.
import { ACTION_JSON_MAX_DEPTH, ACTION_MAX_ARGUMENTS } from "./limits";

export type ActionBodyVerdict = { ok: true } | { ok: false; message: string };

const ok: ActionBodyVerdict = { ok: true };
const bad = (message: string): ActionBodyVerdict => ({ ok: false, message });

/**
 * `$`-prefixed strings React decodes without looking anything up: `$$` (an escaped `$`), `$K`
 * (FormData entries), `$T` (temporary references), `$H`, `$I`, `$-`, `$N`, `$u`, `$D`, and `$n`
 * followed by digits (a BigInt; other text after `$n` makes `BigInt()` throw).
 */
const SELF_CONTAINED_SPECIAL = /^\$(?:[$KTHI\-NuD]|n-?\d{1,300}$)/;

/** True when `text` opens more than `max` arrays/objects inside each other (brackets in strings do not count). */
export function jsonNestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

type Parsed = { ok: true; value: unknown } | { ok: false; message: string };

function parseRow(text: string): Parsed {
  if (jsonNestingExceeds(text, ACTION_JSON_MAX_DEPTH)) return { ok: false, message: `Arguments are nested more than ${ACTION_JSON_MAX_DEPTH} levels deep.` };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, message: "Arguments are not valid JSON." };
  }
}

/**
 * The first string in `value` that would make React look up another part of the body, if any.
 * `$T` (a temporary reference) needs a path React can name: none below an object key that holds a
 * `:`, and none at all where the caller gave React no temporary-reference set (forms without JS).
 */
function firstReference(value: unknown, temporaryAllowed: boolean): string | undefined {
  if (typeof value === "string") {
    if (!value.startsWith("$")) return undefined;
    if (value.startsWith("$T")) return temporaryAllowed ? undefined : value;
    return SELF_CONTAINED_SPECIAL.test(value) ? undefined : value;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstReference(item, temporaryAllowed);
      if (found !== undefined) return found;
    }
  } else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const found = firstReference(item, temporaryAllowed && !key.includes(":"));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function checkArgumentList(row: string, temporaryAllowed: boolean): ActionBodyVerdict {
  const parsed = parseRow(row);
  if (!parsed.ok) return bad(parsed.message);
  if (!Array.isArray(parsed.value)) return bad("Arguments must be a list.");
  if (parsed.value.length > ACTION_MAX_ARGUMENTS) return bad(`At most ${ACTION_MAX_ARGUMENTS} arguments are accepted.`);
  const reference = firstReference(parsed.value, temporaryAllowed);
  if (reference !== undefined) return bad(`Unsupported reference in the arguments: ${JSON.stringify(reference.slice(0, 20))}.`);
  return ok;
}

/**
 * A fetch-style action call (`Next-Action` header): the argument list as the whole body (text), or
 * as part `0` of a multipart body (when an argument is FormData).
 */
export function checkFetchActionBody(contentType: string, body: Uint8Array, form?: FormData): ActionBodyVerdict {
  if (contentType.toLowerCase().startsWith("multipart/form-data")) {
    if (!form) return bad("The multipart body could not be read.");
    const root = form.get("0");
    if (typeof root !== "string") return bad("The argument list (part 0) is missing.");
    return checkArgumentList(root, true);
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    return bad("Arguments are not valid UTF-8.");
  }
  return checkArgumentList(text, true);
}

/**
 * A form posted without JavaScript (multipart with `$ACTION_ID_<id>` or `$ACTION_REF_<n>`). Only
 * the bound-arguments form carries JSON: `$ACTION_<n>:0` holds `{ id, bound }`, with `bound` null
 * or `$@<row>` pointing at the bound argument list in `$ACTION_<n>:<row>`.
 */
export function checkFormActionBody(form: FormData): ActionBodyVerdict {
  for (const key of form.keys()) {
    const ref = /^\$ACTION_REF_(\d{1,6})$/.exec(key);
    if (!ref) continue;
    const prefix = `$ACTION_${ref[1]}:`;
    const meta = form.get(`${prefix}0`);
    if (typeof meta !== "string") return bad("The form's action reference is incomplete.");
    const parsed = parseRow(meta);
    if (!parsed.ok) return bad(parsed.message);
    const value = parsed.value as { id?: unknown; bound?: unknown } | null;
    if (typeof value !== "object" || value === null || typeof value.id !== "string") return bad("The form's action reference is malformed.");
    if (value.bound === null || value.bound === undefined) continue;
    const row = typeof value.bound === "string" ? /^\$@([0-9a-f]{1,6})$/.exec(value.bound) : null;
    const bound = row ? form.get(`${prefix}${parseInt(row[1] ?? "", 16)}`) : null;
    if (typeof bound !== "string") return bad("The form's bound arguments are missing.");
    const verdict = checkArgumentList(bound, false);
    if (!verdict.ok) return verdict;
  }
  return ok;
}

/** Whether a multipart form is a server-action submission at all (Next decides the same way). */
export function isFormActionSubmission(form: FormData): boolean {
  for (const key of form.keys()) if (key.startsWith("$ACTION_REF_") || key.startsWith("$ACTION_ID_")) return true;
  return false;
}
