// Built-in gift e-mails (receipt, delivery to the recipient, notes to the giver, the reminder), used
// when their stored template is missing or switched off. Values arrive as React text: escaped.
import { Text } from "@react-email/components";
import { EmailLayout, emailColors } from "./layout";
import { EmailHeading, LinkFallback, Paragraph, PillButton } from "./parts";

export type GiftEmailProps = {
  siteName: string;
  siteUrl: string;
  preview: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  /** The giver's message, shown as a quote. */
  quote?: string;
  action?: { href: string; label: string };
};

export function GiftEmail({ siteName, siteUrl, preview, heading, greeting, paragraphs, quote, action }: GiftEmailProps) {
  return (
    <EmailLayout siteName={siteName} siteUrl={siteUrl} preview={preview}>
      <EmailHeading>{heading}</EmailHeading>
      <Paragraph>Hi {greeting},</Paragraph>
      {paragraphs.map((paragraph, index) => (
        <Paragraph key={index}>{paragraph}</Paragraph>
      ))}
      {quote ? (
        <Text
          style={{
            margin: "0 0 16px",
            padding: "12px 16px",
            borderLeft: `3px solid ${emailColors.ink}`,
            backgroundColor: emailColors.cream,
            fontStyle: "italic",
            whiteSpace: "pre-line",
          }}
        >
          {quote}
        </Text>
      ) : null}
      {action ? (
        <>
          <PillButton href={action.href}>{action.label}</PillButton>
          <LinkFallback href={action.href} />
        </>
      ) : null}
      <Paragraph muted>— The {siteName} team</Paragraph>
    </EmailLayout>
  );
}
