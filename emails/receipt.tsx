// The purchase receipt. ReceiptItems is the list of what was bought (each guide bought for oneself
// with its download links); it fills the stored receipt template's {{ITEMS}} and sits in the
// built-in ReceiptEmail, used when that template is missing or switched off. The guides' purchase
// messages arrive as HTML whose every value was escaped when it was filled in
// (lib/email/guide-purchase.ts); everything else arrives as React text: escaped.
import { Link } from "@react-email/components";
import { EmailLayout, emailColors } from "./layout";
import { Paragraph, PillButton } from "./parts";

export type ReceiptItem = {
  name: string;
  /** "$6.00" or "free". */
  price: string;
  /** The download links of a guide bought for oneself (a gift's guides have none). */
  downloads?: { desktop: string; mobile: string };
};

const linkStyle = { color: emailColors.ink, fontWeight: 600, whiteSpace: "nowrap" } as const;

/** `taxLine`: the order's tax as the payment provider computed it ("Tax: $1.20", or "incl. tax
 * $1.00" when the prices held it), shown under the items; absent for an order paid without tax. */
export function ReceiptItems({ items, taxLine }: { items: ReceiptItem[]; taxLine?: string }) {
  return (
    <>
      <ul>
        {items.map((item, index) => (
          <li key={index}>
            {`${item.name}: ${item.price}`}
            {item.downloads ? (
              <>
                {" "}
                <Link href={item.downloads.desktop} style={linkStyle}>
                  Download PDF
                </Link>
                {" · "}
                <Link href={item.downloads.mobile} style={linkStyle}>
                  Mobile PDF
                </Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {taxLine ? <Paragraph>{taxLine}</Paragraph> : null}
    </>
  );
}

export type ReceiptEmailProps = {
  siteName: string;
  siteUrl: string;
  preview: string;
  orderNumber: string;
  items: ReceiptItem[];
  /** The guides' purchase messages: HTML with every value already escaped. */
  guideMessagesHtml: string;
  shelfNote: string;
  shelfUrl: string;
  /** See ReceiptItems. */
  taxLine?: string;
};

export function ReceiptEmail({ siteName, siteUrl, preview, orderNumber, items, guideMessagesHtml, shelfNote, shelfUrl, taxLine }: ReceiptEmailProps) {
  return (
    <EmailLayout siteName={siteName} siteUrl={siteUrl} preview={preview}>
      <Paragraph>{`Thank you for your purchase. Order number: ${orderNumber}`}</Paragraph>
      <ReceiptItems items={items} taxLine={taxLine} />
      {guideMessagesHtml ? <div dangerouslySetInnerHTML={{ __html: guideMessagesHtml }} /> : null}
      {shelfNote ? <Paragraph>{shelfNote}</Paragraph> : null}
      <PillButton href={shelfUrl}>Open your shelf</PillButton>
    </EmailLayout>
  );
}
