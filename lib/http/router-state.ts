// The `Next-Router-State-Tree` header the client router sends with navigations and action calls.
// Next parses it during rendering and answers a malformed one with a 500; the proxy checks it with
// Next's own parser first (so it accepts exactly what Next accepts) and answers 400 instead.
import { parseAndValidateFlightRouterState } from "next/dist/server/app-render/parse-and-validate-flight-router-state";

export const ROUTER_STATE_HEADER = "next-router-state-tree";

export function isValidRouterState(value: string): boolean {
  try {
    parseAndValidateFlightRouterState(value);
    return true;
  } catch {
    return false;
  }
}
