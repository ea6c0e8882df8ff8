import "server-only";
// Logging from code that runs per request. A server action (and code it calls that may fail, such
// as sending e-mail) logs through `requestLog()`, which reads the proxy's request id from the
// request headers, or logs without one outside a request; a route handler wraps its work in
// `inRequest()`, so that every line it logs, however deep, carries the id, and the response echoes it.
import { headers } from "next/headers";
import { currentRequestId, withRequestId } from "./context";
import { log, type Logger } from "./logger";
import { REQUEST_ID_HEADER, requestIdFrom } from "./request-id";

/** The logger for the request in progress: its lines carry the request id. */
export async function requestLog(): Promise<Logger> {
  if (currentRequestId()) return log();
  let incoming: string | null;
  try {
    incoming = (await headers()).get(REQUEST_ID_HEADER);
  } catch {
    // Not inside a request (a script, a test calling a domain function): no id to give.
    return log();
  }
  return log().child({ requestId: requestIdFrom(incoming) });
}

/**
 * Runs a route handler's work under the request's id (the proxy's, or a new one for the routes the
 * proxy does not see) and echoes it on the response.
 */
export async function inRequest(request: Request, work: () => Promise<Response>): Promise<Response> {
  const requestId = requestIdFrom(request.headers.get(REQUEST_ID_HEADER));
  const response = await withRequestId(requestId, work);
  if (!response.headers.has(REQUEST_ID_HEADER)) {
    try {
      response.headers.set(REQUEST_ID_HEADER, requestId);
    } catch {
      // An immutable response (a redirect made by the framework): it goes without the header.
    }
  }
  return response;
}
