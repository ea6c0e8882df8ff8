// One order's panel on the orders screen: items, payment events, e-mails, grants, and its actions.
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { refundableCents, type OrderDetail } from "@/lib/admin/orders";
import { utcTime } from "./format";
import { formatAmount } from "@/lib/money";
import { taxLine } from "@/lib/payments/tax";
import { DeliveryBadge } from "./emails/delivery-badge";
import { GiftResendButton } from "./gift-resend-button";
import { OrderActions, type RefundOffer } from "./order-actions";

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="border-t border-ink/10 pt-3">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{title}</h3>
      <div className="mt-2 text-sm">{children}</div>
    </section>
  );
}

/** What a refund of everything left takes back, as the confirmation names it. */
function takesBack(order: OrderDetail): string[] {
  const lines: string[] = [];
  if (order.grants.length > 0) lines.push(`Leaves the shelf: ${order.grants.map((grant) => grant.guide.title).join(", ")}.`);
  if (order.kind === "atomic_year") lines.push("The Atomic Year programme ends.");
  if (order.gift && !order.gift.refundedAt) {
    if (!order.gift.isActivated) lines.push(`The gift for ${order.gift.recipientEmail} is taken back: its link stops working.`);
    else if (order.kind === "gift_atomic_year") lines.push(`The Atomic Year of ${order.gift.recipientEmail} ends.`);
  }
  if (lines.length === 0) lines.push("Nothing from this order is on a shelf.");
  return lines;
}

export function OrderPanel({ order, closeHref }: { order: OrderDetail; closeHref: string }) {
  const refundable = refundableCents(order);
  const tax = taxLine(order);
  const refund: RefundOffer | null = refundable > 0 ? { amount: formatAmount(refundable), takesBack: takesBack(order) } : null;
  return (
    <aside aria-labelledby="order-panel-title" className="space-y-4 rounded-2xl border border-ink/15 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="order-panel-title" className="font-serif text-xl font-semibold">
            Order <span className="font-mono text-base">{order.number}</span>
          </h2>
          <p className="break-all text-sm">{order.customerEmail ?? "No buyer e-mail"}</p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            <Badge variant={order.status === "needs_review" ? "default" : "soft"}>{order.status}</Badge>
            <span>{order.kind}</span>
            <span className="tabular-nums">{formatAmount(order.totalCents)}</span>
            {tax && <span className="tabular-nums text-ink-soft">{tax}</span>}
            {order.refundedCents > 0 && <span className="text-rose-800">refunded {formatAmount(order.refundedCents)}</span>}
          </p>
        </div>
        <Link href={closeHref} className="shrink-0 text-sm underline underline-offset-4">
          Close
        </Link>
      </div>
      {order.reviewReason && <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm">Needs review: {order.reviewReason}</p>}
      <div className="flex flex-wrap gap-2">
        <OrderActions
          orderId={order.id}
          number={order.number}
          customerEmail={order.customerEmail}
          refund={refund}
          canResend={Boolean(order.paidAt && order.customerEmail)}
        />
        {order.gift && order.gift.deliveredAt && !order.gift.isActivated && !order.gift.refundedAt && (
          <GiftResendButton giftId={order.gift.id} recipient={order.gift.recipientEmail} />
        )}
      </div>
      <Block title="Buyer">
        {order.customerEmail ?? "-"}
        {order.promoCode && <> · promo {order.promoCode}</>}
        {order.gift && <> · gift for {order.gift.recipientName ? `${order.gift.recipientName} <${order.gift.recipientEmail}>` : order.gift.recipientEmail}</>}
        <div className="text-xs text-ink-soft">
          <span className="break-all">Id {order.id}</span> · Created {utcTime(order.createdAt)} · paid {utcTime(order.paidAt)} · fulfilled{" "}
          {utcTime(order.fulfilledAt)}
          {order.refundedAt && <> · refunded {utcTime(order.refundedAt)}</>}
        </div>
      </Block>
      <Block title="Items">
        <ul>
          {order.items.map((item) => (
            <li key={item.id}>
              {item.name}: {formatAmount(item.unitCents - item.discountCents)}
            </li>
          ))}
        </ul>
      </Block>
      <Block title="Guides granted">
        {order.grants.length === 0 ? (
          <p className="text-ink-soft">None on a shelf from this order.</p>
        ) : (
          <ul data-testid="order-grants">
            {order.grants.map((grant) => (
              <li key={grant.guideId}>
                {grant.guide.title} ({grant.acquiredVia}, {utcTime(grant.createdAt)})
              </li>
            ))}
          </ul>
        )}
      </Block>
      <Block title="Payment events">
        {order.events.length === 0 ? (
          <p className="text-ink-soft">None received.</p>
        ) : (
          <ul className="space-y-1">
            {order.events.map((event) => (
              <li key={event.id}>
                <span className="font-mono text-xs">{event.type}</span> · {event.outcome ?? "unprocessed"} · {utcTime(event.receivedAt)}
                {event.error && <span className="text-rose-800"> · {event.error}</span>}
              </li>
            ))}
          </ul>
        )}
      </Block>
      <Block title="E-mails">
        {order.emails.length === 0 ? (
          <p className="text-ink-soft">None sent.</p>
        ) : (
          <ul className="space-y-1">
            {order.emails.map((email) => (
              <li key={email.id}>
                {email.subject} → {email.to} · {email.status} · {utcTime(email.createdAt)}
                {email.delivery && (
                  <>
                    {" "}
                    · <DeliveryBadge delivery={email.delivery} />
                  </>
                )}
                {email.error && <span className="text-rose-800"> · {email.error}</span>}
              </li>
            ))}
          </ul>
        )}
      </Block>
    </aside>
  );
}
