import "server-only";
// One beacon, judged and counted: nothing is counted for a browser that asks not to be followed
// (`DNT: 1`, `Sec-GPC: 1`), for a robot (isbot on the User-Agent, which is read here and never
// kept), or for a beacon naming a page or guide the shop does not count. What is counted is only
// the daily counters of lib/insight/event.ts: no cookie is read or set, and no address, user agent
// or account is stored (the sender's address is only hashed, in memory, with a key that changes
// each day, to bound the new sources it may bring: lib/insight/counter.ts).
import { isbot } from "isbot";
import { readBeacon } from "./event";
import { countInsight } from "./counter";

/** A beacon is a few short fields; anything longer is not one of the shop's. */
export const BEACON_BODY_LIMIT_BYTES = 1024;

type BeaconOutcome = "counted" | "not-followed" | "robot" | "unknown" | "malformed";

/** Whether the request says its browser does not want to be followed (Do Not Track, Global Privacy Control). */
function asksNotToBeFollowed(headers: Headers): boolean {
  return headers.get("dnt")?.trim() === "1" || headers.get("sec-gpc")?.trim() === "1";
}

/** isbot's verdicts on the user agents seen lately: a handful of browsers send nearly every beacon, and its pattern is long. */
const robotVerdicts = new Map<string, boolean>();
const ROBOT_VERDICTS_KEPT = 1000;

function isRobot(userAgent: string): boolean {
  let verdict = robotVerdicts.get(userAgent);
  if (verdict === undefined) {
    verdict = isbot(userAgent);
    if (robotVerdicts.size >= ROBOT_VERDICTS_KEPT) robotVerdicts.clear();
    robotVerdicts.set(userAgent, verdict);
  }
  return verdict;
}

/** Judges a beacon's request headers before its body is read: null when it may be counted. */
export function beaconRefusedByHeaders(headers: Headers): "not-followed" | "robot" | null {
  if (asksNotToBeFollowed(headers)) return "not-followed";
  const userAgent = headers.get("user-agent");
  return !userAgent || isRobot(userAgent) ? "robot" : null;
}

/**
 * Counts a beacon's body (JSON text, already within the limit); `ownHosts` are the shop's own (no
 * referrer); `client` is the sender's per-IP bucket, null when unknown (lib/insight/counter.ts).
 */
export function recordBeacon(text: string, ownHosts: readonly (string | null)[], client: string | null): BeaconOutcome {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return "malformed";
  }
  const verdict = readBeacon(body, ownHosts);
  if (!verdict.ok) return verdict.reason;
  countInsight(verdict.counts, client);
  return "counted";
}
