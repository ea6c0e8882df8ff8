// The one reminder of an unfinished checkout (a news e-mail: sent only to people who opted in), used
// when its stored template is missing or switched off. Values arrive as React text: escaped.
import { Text } from "@react-email/components";
import { EmailLayout, emailColors } from "./layout";
import { EmailHeading, LinkFallback, Paragraph, PillButton } from "./parts";

export type CheckoutReminderProps = {
  siteName: string;
  siteUrl: string;
  greeting: string;
  /** What was left: each guide's title and price as the shop shows it now. */
  items: { title: string; price: string }[];
  checkoutUrl: string;
  unsubscribeUrl: string;
};

export const checkoutReminderSubject = "Your guides are still waiting in your checkout";

/** The list of what was left, for the stored template's {{ITEMS}} too (values escaped by React). */
export function CheckoutReminderItems({ items }: { items: CheckoutReminderProps["items"] }) {
  return (
    <ul style={{ margin: "0 0 16px", padding: "0 0 0 20px", color: emailColors.ink }}>
      {items.map((item) => (
        <li key={item.title} style={{ margin: "0 0 4px" }}>
          <Text style={{ margin: 0, fontSize: 16, lineHeight: 1.6 }}>
            <strong>{item.title}</strong> · {item.price}
          </Text>
        </li>
      ))}
    </ul>
  );
}

export function CheckoutReminderEmail({ siteName, siteUrl, greeting, items, checkoutUrl, unsubscribeUrl }: CheckoutReminderProps) {
  return (
    <EmailLayout siteName={siteName} siteUrl={siteUrl} preview={checkoutReminderSubject} unsubscribeUrl={unsubscribeUrl} unsubscribeList="news">
      <EmailHeading>You left these in your checkout</EmailHeading>
      <Paragraph>Hi {greeting},</Paragraph>
      <Paragraph>You started a checkout at {siteName} and did not finish it, so nothing was charged. Here is what was in it:</Paragraph>
      <CheckoutReminderItems items={items} />
      <Paragraph>If you would still like them, the button starts a new checkout with the same guides, at today&apos;s prices.</Paragraph>
      <PillButton href={checkoutUrl}>Finish my checkout</PillButton>
      <LinkFallback href={checkoutUrl} />
      <Paragraph muted>If you changed your mind, there is nothing to do: this is the only reminder we send.</Paragraph>
      <Paragraph muted>— The {siteName} team</Paragraph>
    </EmailLayout>
  );
}
