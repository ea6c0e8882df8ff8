// The giver's receipt for a gift (a guide or The Atomic Year): what was paid, for what and for whom,
// and when it arrives. GiftReceiptDetails fills the stored gift templates' {{RECEIPT}} and sits in
// the built-in GiftReceiptEmail, used when that template is missing or switched off. Values arrive
// as React text: escaped.
import { Text } from "@react-email/components";
import type { ReactNode } from "react";
import { EmailLayout, emailColors } from "./layout";
import { EmailHeading, Paragraph } from "./parts";

export type GiftReceipt = {
  orderNumber: string;
  /** "$6.00": the amount charged. */
  amount: string;
  /** What was given: the guide's title, or "The Atomic Year". */
  item: string;
  recipientName: string;
  recipientEmail: string;
  /** The day the recipient gets it, as the shop writes a day. */
  deliveryDate: string;
};

const rowStyle = { margin: "0 0 4px", fontSize: 15, lineHeight: 1.5, color: emailColors.ink } as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text style={rowStyle}>
      <strong>{label}:</strong> {children}
    </Text>
  );
}

export function GiftReceiptDetails({ receipt }: { receipt: GiftReceipt }) {
  return (
    <div style={{ margin: "0 0 16px", padding: "12px 16px", border: `1px solid ${emailColors.beige}`, borderRadius: 12, backgroundColor: emailColors.cream }}>
      <Row label="Order number">{receipt.orderNumber}</Row>
      <Row label="Gift">{receipt.item}</Row>
      <Row label="For">{`${receipt.recipientName} (${receipt.recipientEmail})`}</Row>
      <Row label="Delivery date">{receipt.deliveryDate}</Row>
      <Row label="Amount paid">{receipt.amount}</Row>
    </div>
  );
}

export type GiftReceiptEmailProps = {
  siteName: string;
  siteUrl: string;
  preview: string;
  giverName: string;
  receipt: GiftReceipt;
  /** What happens on the delivery date, for this kind of gift. */
  nextStep: string;
  footer?: ReactNode;
};

export function GiftReceiptEmail({ siteName, siteUrl, preview, giverName, receipt, nextStep, footer }: GiftReceiptEmailProps) {
  return (
    <EmailLayout siteName={siteName} siteUrl={siteUrl} preview={preview} footer={footer}>
      <EmailHeading>Thank you for your gift</EmailHeading>
      <Paragraph>Hi {giverName},</Paragraph>
      <Paragraph>Your payment went through and your gift is confirmed. This is your receipt:</Paragraph>
      <GiftReceiptDetails receipt={receipt} />
      <Paragraph>{nextStep}</Paragraph>
      <Paragraph muted>— The {siteName} team</Paragraph>
    </EmailLayout>
  );
}
