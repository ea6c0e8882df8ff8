// The request id: one short token per request, set by the proxy on the request (x-request-id) and
// echoed on the response, so every line a request logs can be found from what its caller saw. An
// id a client or a proxy in front sends is kept only when it is a sane short token.
export const REQUEST_ID_HEADER = "x-request-id";

const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,99}$/;

/** `incoming` when it is a short token (8 to 100 letters, digits, `.`, `_`, `:` or `-`), else a new id. */
export function requestIdFrom(incoming: string | null | undefined): string {
  return incoming && SANE_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}
