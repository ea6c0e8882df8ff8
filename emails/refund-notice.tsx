// The refund notice: what was refunded, how much, why, when the money reaches the card, and what
// leaves the shelf. Sent once per refund (an admin's, one made in the provider's dashboard, or the
// automatic refund of a duplicate payment). Values arrive as React text: escaped.
import { EmailLayout } from "./layout";
import { EmailHeading, Paragraph, PillButton } from "./parts";

export type RefundNoticeProps = {
  siteName: string;
  siteUrl: string;
  greeting: string;
  orderNumber: string;
  /** What the order bought, e.g. "Power 1, Vision 2" or "The Atomic Year". */
  items: string;
  /** "$6.00" */
  amount: string;
  full: boolean;
  /** Why: the buyer asked (or the shop refunded), or they had paid twice for something. */
  reason: { kind: "requested" } | { kind: "duplicate"; what: string };
  /** The sentence about the shelf (what leaves it, or that nothing does). */
  shelf: string;
  shelfUrl: string;
};

export function refundNoticeSubject({ amount, reason }: Pick<RefundNoticeProps, "amount" | "reason">): string {
  return reason.kind === "duplicate" ? `We refunded your duplicate payment of ${amount}` : `Your refund of ${amount} is on its way`;
}

export function RefundNoticeEmail({ siteName, siteUrl, greeting, orderNumber, items, amount, full, reason, shelf, shelfUrl }: RefundNoticeProps) {
  const rest = full ? "That is everything you paid for it." : "The rest of the order stands.";
  const what = `order ${orderNumber} (${items})`;
  return (
    <EmailLayout siteName={siteName} siteUrl={siteUrl} preview={refundNoticeSubject({ amount, reason })}>
      <EmailHeading>{reason.kind === "duplicate" ? "You paid twice, so we refunded one" : "Your refund is on its way"}</EmailHeading>
      <Paragraph>Hi {greeting},</Paragraph>
      {reason.kind === "duplicate" ? (
        <Paragraph>
          Two of your checkouts went through for the same thing: {reason.what}. You only pay once, so we have refunded {amount} of {what}. {rest}
        </Paragraph>
      ) : (
        <Paragraph>
          We have refunded {amount} of {what}. {rest}
        </Paragraph>
      )}
      <Paragraph>The money goes back to the card you paid with. It usually reaches your account in 5-10 business days, depending on your bank.</Paragraph>
      <Paragraph>{shelf}</Paragraph>
      <PillButton href={shelfUrl}>Open your shelf</PillButton>
      <Paragraph muted>Questions about this refund? Contact us with your order number, {orderNumber}.</Paragraph>
      <Paragraph muted>— The {siteName} team</Paragraph>
    </EmailLayout>
  );
}
