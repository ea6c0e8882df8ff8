// Limits the edge enforces before the framework parses a request. next.config.ts reads the same
// numbers, so the proxy and Next's own server-action handler can never disagree.

/** Largest server-action body accepted (Next's default, named). A bigger one is a 413, unread. */
export const ACTION_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * How much of a request body Next copies for the proxy. Twice the action limit, so that a body
 * sent without Content-Length that is over the limit is still seen as over it (Next silently
 * truncates the copy at this size).
 */
export const PROXY_BODY_COPY_BYTES = 2 * ACTION_BODY_LIMIT_BYTES;
