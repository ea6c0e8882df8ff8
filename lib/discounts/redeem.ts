import "server-only";
// Whether a code may be used, and the order that uses it. A use is held by every order priced with
// the code while it is paid, fulfilled or held for review, or pending while its checkout can still
// be paid: 30 minutes for a capped code (one with a total-uses limit: its checkout is opened
// short-lived, lib/payments/checkout-session.ts), a day for any other; an expired or failed checkout
// and a full refund give it back by changing the order's status (and a checkout nobody closed stops
// holding one when it can no longer be paid), so replayed or concurrent events can never count a
// use twice. Creating such an order locks the code's row first: two checkouts for the last use wait
// for each other, and the second sees the first one's order and is refused. Payment is never
// refused: an order paid after its hold lapsed (its webhook came late) is fulfilled and counts as a
// use from then on, even past the limit.
import { db, likeLiteral, type Prisma } from "@/lib/db";
import { TOO_MANY_ATTEMPTS } from "@/lib/rate-limit/messages";
import type { DiscountRule } from "@/lib/cart/pricing";
import {
  INVALID_PROMO,
  normalisePromoCode,
  PROMO_EXPIRED,
  PROMO_NOT_STARTED,
  PROMO_PAUSED,
  PROMO_USED_BY_CUSTOMER,
  PROMO_USED_UP,
  promoNotFor,
  type DiscountTarget,
} from "./messages";
import { discountRules, hitAll, refund } from "@/lib/rate-limit";
import { normalizedAddress } from "@/lib/rate-limit/address-key";
import { requestClientIp } from "@/lib/rate-limit/request-ip";
import { expireOpenCheckout, startedAfter } from "@/lib/payments/checkout-session";

/** How long a provider's checkout session can be paid when the shop sets no deadline: Stripe's
 * default expiry, and the sandbox's. */
const DEFAULT_CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Pending orders whose checkout can still be paid at `now`: until the deadline the shop gave it
 * (orders.checkout_expires_at), else for the provider's day (also while its session is being made). */
function stillPayable(now: Date): Prisma.OrderWhereInput {
  return {
    status: "pending",
    OR: [{ checkoutExpiresAt: { gt: now } }, { checkoutExpiresAt: null, createdAt: { gt: new Date(now.getTime() - DEFAULT_CHECKOUT_LIFETIME_MS) } }],
  };
}

/** The orders that hold a use of their code at `now`. */
export function holdsAUse(now: Date): Prisma.OrderWhereInput {
  return { OR: [{ status: { in: ["paid", "fulfilled", "needs_review"] } }, stillPayable(now)] };
}

/** Who is using a code: a signed-in account, or a visitor known by the address they typed and the
 * browser's buyer key (a gift's giver). */
type Customer = { userId: string | null; email: string | null; buyerKeyHash?: string | null };
/** `capped`: the code has a total-uses limit, so a checkout priced with it is opened short-lived. */
export type CodeCheck = { ok: true; id: string; rule: DiscountRule; capped: boolean } | { ok: false; error: string };
type Client = Prisma.TransactionClient;

/** A code's whole row as the checks and the admin list read it. */
export const RULE_SELECT = {
  id: true,
  code: true,
  name: true,
  kind: true,
  percentOff: true,
  amountOffCents: true,
  appliesToGuides: true,
  appliesToAtomicYear: true,
  appliesToGifts: true,
  startsAt: true,
  endsAt: true,
  maxUses: true,
  maxUsesPerCustomer: true,
  active: true,
} as const;

async function check(client: Client, input: unknown, target: DiscountTarget, customer: Customer | null, now: Date, lock: boolean): Promise<CodeCheck> {
  const code = normalisePromoCode(input);
  if (!code) return { ok: false, error: INVALID_PROMO };
  if (lock) await client.$queryRaw`SELECT id FROM discount_codes WHERE code = ${code} FOR UPDATE`;
  const row = await client.discountCode.findUnique({ where: { code }, select: RULE_SELECT });
  if (!row) return { ok: false, error: INVALID_PROMO };
  if (!row.active) return { ok: false, error: PROMO_PAUSED };
  if (row.startsAt && row.startsAt > now) return { ok: false, error: PROMO_NOT_STARTED };
  if (row.endsAt && row.endsAt <= now) return { ok: false, error: PROMO_EXPIRED };
  const applies = { guides: row.appliesToGuides, atomic_year: row.appliesToAtomicYear, gifts: row.appliesToGifts }[target];
  if (!applies) return { ok: false, error: promoNotFor(target) };
  if (row.maxUses !== null) {
    const used = await client.order.count({ where: { discountCodeId: row.id, ...holdsAUse(now) } });
    if (used >= row.maxUses) return { ok: false, error: PROMO_USED_UP };
  }
  const theirOrders = customer ? ordersOf(customer) : null;
  if (row.maxUsesPerCustomer !== null && theirOrders) {
    const theirs = await client.order.count({ where: { discountCodeId: row.id, AND: [holdsAUse(now), theirOrders] } });
    if (theirs >= row.maxUsesPerCustomer) return { ok: false, error: PROMO_USED_BY_CUSTOMER };
  }
  return {
    ok: true,
    id: row.id,
    rule: { code: row.code, name: row.name, kind: row.kind, percentOff: row.percentOff, amountOffCents: row.amountOffCents },
    capped: row.maxUses !== null,
  };
}

/**
 * The orders that count as this customer's uses. An account's are the ones it placed: its address
 * is proven, and an address a stranger typed into a gift form never uses up its allowance. A
 * visitor's are every order given under the same inbox (any `+tag` spelling, any case, an
 * account's included) and every order from the same browser.
 */
function ordersOf(customer: Customer): Prisma.OrderWhereInput | null {
  if (customer.userId) return { userId: customer.userId };
  const theirs: Prisma.OrderWhereInput[] = [];
  if (customer.email) theirs.push(...sameInbox(customer.email));
  if (customer.buyerKeyHash) theirs.push({ buyerKeyHash: customer.buyerKeyHash });
  return theirs.length > 0 ? { OR: theirs } : null;
}

function sameInbox(email: string): Prisma.OrderWhereInput[] {
  const inbox = normalizedAddress(email);
  const at = inbox.lastIndexOf("@");
  const exactly: Prisma.OrderWhereInput = { customerEmail: { in: [...new Set([email.trim().toLowerCase(), inbox])], mode: "insensitive" } };
  if (at <= 0) return [exactly];
  const tagged: Prisma.OrderWhereInput = {
    AND: [
      { customerEmail: { startsWith: `${likeLiteral(inbox.slice(0, at))}+`, mode: "insensitive" } },
      { customerEmail: { endsWith: likeLiteral(inbox.slice(at)), mode: "insensitive" } },
    ],
  };
  return [exactly, tagged];
}

/** Whether `code` may be used now for `target` by `customer` (null: not known yet, e.g. a visitor's cart). Reads only. */
export function checkDiscountCode(code: unknown, target: DiscountTarget, customer: Customer | null, now = new Date()): Promise<CodeCheck> {
  return limitGuesses(customer?.userId ?? null, () => check(db(), code, target, customer, now, false));
}

/**
 * A code a person tries (the cart's "Apply", a checkout) counts against the guessing limits per
 * account and per IP (lib/rate-limit, discountRules) before it is looked up, so tries made at the
 * same moment cannot all slip under them; a code that works gives its attempt back, so only failed
 * guesses use them up. Past a limit, nothing is looked up.
 */
async function limitGuesses<T extends { ok: true } | { ok: false; error: string }>(
  userId: string | null,
  attempt: () => Promise<T>,
): Promise<T | { ok: false; error: string }> {
  const rules = discountRules();
  const counted = [
    [rules.guessesPerIp, await clientIpOfRequest()],
    [rules.guessesPerAccount, userId],
  ] as const;
  if (!(await hitAll(counted))) return { ok: false, error: TOO_MANY_ATTEMPTS };
  const result = await attempt();
  if (result.ok) await Promise.all(counted.flatMap(([rule, subject]) => (subject === null ? [] : [refund(rule, subject)])));
  return result;
}

/** The client's per-IP bucket; none outside a request (a script or a test calling the domain). */
async function clientIpOfRequest(): Promise<string | null> {
  try {
    return await requestClientIp();
  } catch {
    return null;
  }
}

const TRANSACTION_OPTIONS = { maxWait: 20_000, timeout: 30_000 } as const;

/**
 * Creates an order through `create`, priced with `code` when one is given (blank means none): the
 * code is checked under a lock on its row and the order is written in the same transaction, so its
 * use is taken exactly when the checkout opens. Refused codes create nothing; the code counts
 * against the guessing limits as the cart's "Apply" does. `capped`: the code has a total-uses
 * limit, so the order's checkout is to be opened short-lived (its use is held for 30 minutes).
 */
export async function createOrderWithCode<T>(
  input: { code: string | null | undefined; target: DiscountTarget; customer: Customer; now?: Date },
  create: (tx: Client, discount: { id: string; rule: DiscountRule } | null) => Promise<T>,
): Promise<{ ok: true; value: T; capped: boolean } | { ok: false; error: string }> {
  if (input.code === null || input.code === undefined || input.code.trim() === "") return { ok: true, value: await create(db(), null), capped: false };
  return limitGuesses(input.customer.userId, () =>
    db().$transaction(async (tx) => {
      const checked = await check(tx, input.code, input.target, input.customer, input.now ?? new Date(), true);
      if (!checked.ok) return checked;
      return { ok: true as const, value: await create(tx, { id: checked.id, rule: checked.rule }), capped: checked.capped };
    }, TRANSACTION_OPTIONS),
  );
}

/**
 * Before a checkout with `code` opens, when the code is capped: expires the customer's unpaid
 * checkouts of any kind priced with it that can still be paid (expireOpenCheckout, which closes
 * their orders), so one customer holds one of its uses at a time, however often they start again.
 * An account's are the ones it placed. A visitor's are the visitors' orders from the same browser
 * or given under the same inbox (any case or `+tag` spelling, as uses per customer are counted),
 * never an account's: an address a stranger types closes none of its checkouts. One paid meanwhile
 * is left for its payment to settle.
 */
export async function closeUnpaidCheckoutsWithCode(code: unknown, customer: Customer, now = new Date()): Promise<void> {
  const normalised = normalisePromoCode(code);
  if (!normalised) return;
  const row = await db().discountCode.findUnique({ where: { code: normalised }, select: { id: true, maxUses: true } });
  if (!row || row.maxUses === null) return;
  for (const order of await unpaidHolds(row.id, customer, now)) if (order.checkoutSessionId) await expireOpenCheckout(order.checkoutSessionId);
}

/** Said to the start that lost its capped code's use to one the same customer started at the same moment. */
export const CODE_HELD_BY_NEWER = "You started another checkout with this code a moment ago: please use that one.";

/**
 * Once a checkout priced with a capped code is open. Starts of one customer at the same moment
 * (tabs, a double submit, a gift beside a cart) each closed the holds they saw before their order
 * existed (closeUnpaidCheckoutsWithCode), so none saw the others; the newest keeps the use. When a
 * newer unpaid order of the customer holds the code, this checkout is expired and false answered;
 * otherwise the older ones still holding it are expired and true answered. Each start saves its
 * session before it reads the others, so of any two the older sees the newer order, or the newer
 * sees the older one's session.
 */
export async function keepNewestHoldOfCode(
  order: { id: string; createdAt: Date; discountCodeId: string | null },
  customer: Customer,
  now = new Date(),
): Promise<boolean> {
  if (!order.discountCodeId) return true;
  const holds = await unpaidHolds(order.discountCodeId, customer, now);
  const others = holds.filter((other) => other.id !== order.id);
  if (others.some((other) => startedAfter(other, order))) {
    const own = holds.find((hold) => hold.id === order.id);
    if (own?.checkoutSessionId) await expireOpenCheckout(own.checkoutSessionId);
    return false;
  }
  for (const other of others) if (other.checkoutSessionId) await expireOpenCheckout(other.checkoutSessionId);
  return true;
}

/** The customer's orders priced with the code whose checkout can still be paid. */
async function unpaidHolds(discountCodeId: string, customer: Customer, now: Date) {
  const theirs = ordersOf(customer);
  if (!theirs) return [];
  return db().order.findMany({
    where: { discountCodeId, AND: [stillPayable(now), theirs, ...(customer.userId ? [] : [{ userId: null }])] },
    select: { id: true, createdAt: true, checkoutSessionId: true },
  });
}
