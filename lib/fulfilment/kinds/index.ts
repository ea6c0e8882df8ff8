import "server-only";
// The handler for each kind of order. A kind without a handler is never sold (no checkout creates
// it); should a paid one appear, fulfilment holds it for an admin instead of guessing.
import type { OrderKind } from "@/lib/db";
import { atomicYearHandler } from "./atomic-year";
import { giftHandler } from "./gifts";
import { guidesHandler } from "./guides";
import type { OrderKindHandler } from "./types";

const handlers: Partial<Record<OrderKind, OrderKindHandler>> = {
  guides: guidesHandler,
  atomic_year: atomicYearHandler,
  gift_guide: giftHandler,
  gift_atomic_year: giftHandler,
};

export function orderKindHandler(kind: OrderKind): OrderKindHandler | null {
  return handlers[kind] ?? null;
}
