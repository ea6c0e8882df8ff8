// Where next.config.ts rewrites RSC requests whose Next-Router-State-Tree header is not even an
// encoded JSON array (lib/http/router-state.ts): a 400 instead of the 500 Next would answer.
import { refusal } from "@/lib/http/responses";

function malformedRouterState(): Response {
  return refusal(400, "Bad request: malformed Next-Router-State-Tree header.");
}

export const GET = malformedRouterState;
export const HEAD = malformedRouterState;
export const POST = malformedRouterState;
export const PUT = malformedRouterState;
export const PATCH = malformedRouterState;
export const DELETE = malformedRouterState;
