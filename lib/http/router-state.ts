// The `Next-Router-State-Tree` header the client router sends with navigations and action calls:
// `encodeURIComponent(JSON.stringify(tree))`. Next parses it for RSC requests and answers one it
// cannot parse with a 500. The proxy cannot check it (Next hides the router headers from the
// proxy), so next.config.ts rewrites RSC requests whose header Next could not parse to a route that
// answers 400 (app/api/malformed-router-state).
//
// Together ROUTER_STATE_ENCODING and ROUTER_STATE_SHAPE are Next 16's check of the header written
// as two regular expressions over the encoded text (two, because Next compiles them per RSC
// request and the encoding check is much smaller kept apart): the first says the text decodes
// (percent escapes of valid UTF-8, at most Next's 40,000 characters), the second that it is JSON
// in the shape of Next's schema (app-render/types.js, flightRouterStateSchema), down to
// MAX_TREE_DEPTH nested segments (the shop's deepest page has 5). A header that matches both is one
// Next's parser accepts, and every tree the client router sends matches both: the tests check both
// directions against Next's own parser. Every alternative starts with a different token, so
// matching stays linear in the header's length.

/** Nested route segments a tree may have; deeper trees (no page of the shop comes close) are refused. */
export const MAX_TREE_DEPTH = 12;

const CONT = "%[89AB][0-9A-F]"; // a UTF-8 continuation byte
const UTF8_SEQUENCE = [
  `%C[2-9A-F]${CONT}`,
  `%D[0-9A-F]${CONT}`,
  `%E0%[AB][0-9A-F]${CONT}`,
  `%E[1-9A-CEF]${CONT}${CONT}`,
  `%ED%[89][0-9A-F]${CONT}`,
  `%F0%[9AB][0-9A-F]${CONT}${CONT}`,
  `%F[1-3]${CONT}${CONT}${CONT}`,
  `%F4%8[0-9A-F]${CONT}${CONT}`,
].join("|");

/** Text `decodeURIComponent` decodes: ASCII escapes and escaped UTF-8 sequences, within Next's length limit. */
export const ROUTER_STATE_ENCODING = `(?=[\\s\\S]{1,40000}$)(?:[^%]|%[0-7][0-9A-F]|${UTF8_SEQUENCE})*`;

const UNRESERVED = "[A-Za-z0-9\\-_.!~*'()]";
// One encoded character of a JSON string: no `"`, no `\` but in an escape, no control character.
const STRING = `%22(?:${UNRESERVED}|%(?!22|5C)[2-9A-F][0-9A-F]|%5C(?:%22|%5C|%2F|[bfnrt]|u[0-9A-Fa-f]{4}))*%22`;
const NUMBER = "-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?(?:[eE](?:%2B|-)?[0-9]+)?";
const COMMA = "%2C";
const list = (...items: string[]) => `%5B${items.join(COMMA)}%5D`;
const quoted = (...words: string[]) => `%22(?:${words.map((word) => word.replace(/[.()]/g, "\\$&")).join("|")})%22`;

const PARAM_TYPE = quoted("c", "ci(..)(..)", "ci(.)", "ci(..)", "ci(...)", "oc", "d", "di(..)(..)", "di(.)", "di(..)", "di(...)");
const STRING_LIST = `%5B(?:${STRING}(?:${COMMA}${STRING})*)?%5D`;
// A segment: its name, or [param name, cache key, param type, static siblings or null].
const SEGMENT = `(?:${STRING}|${list(STRING, STRING, PARAM_TYPE, `(?:null|${STRING_LIST})`)})`;
// After the children: url tuple or null, refresh marker or null, a number or null, a string.
const TAIL = `(?:${COMMA}(?:null|${list(STRING, STRING)})(?:${COMMA}(?:null|${quoted("refetch", "inside-shared-layout", "metadata-only")})(?:${COMMA}(?:null|${NUMBER})(?:${COMMA}${STRING})?)?)?)?`;

function tree(depth: number): string {
  // Each `"key":child` is followed by a comma and the next key, or by the closing brace.
  const children = depth === 0 ? "%7B%7D" : `%7B(?:${STRING}%3A${tree(depth - 1)}(?:${COMMA}(?=%22)|(?=%7D)))*%7D`;
  return `%5B${SEGMENT}${COMMA}${children}${TAIL}%5D`;
}

/** The JSON shape of a router-state tree, as a regular expression source (Next anchors it with ^ and $). */
export const ROUTER_STATE_SHAPE = tree(MAX_TREE_DEPTH);

export const ROUTER_STATE_HEADER = "next-router-state-tree";

/** The path malformed router-state headers are rewritten to. */
export const MALFORMED_ROUTER_STATE_PATH = "/api/malformed-router-state";

const encoding = new RegExp(`^${ROUTER_STATE_ENCODING}$`);
const shape = new RegExp(`^${ROUTER_STATE_SHAPE}$`);

/** What the two rewrite conditions in next.config.ts decide together: a header Next's parser accepts. */
export function hasRouterStateShape(value: string): boolean {
  return encoding.test(value) && shape.test(value);
}
