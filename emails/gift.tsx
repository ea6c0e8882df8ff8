// Built-in gift e-mails (receipt, delivery to the recipient, notes to the giver, the reminder), used
// when their stored template is missing or switched off. Values arrive as React text: escaped.
import { Link, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { EmailLayout, emailColors, footerText } from "./layout";
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
  footer?: ReactNode;
};

const footerLink = { color: emailColors.ink, textDecoration: "underline" } as const;

export type GiftFooterProps = {
  siteName: string;
  /** Whether the address this e-mail goes to has an account at the shop. */
  hasAccount: boolean;
  /** The recipient's side of a gift (they are offered the gift), or the giver's (they bought it). */
  reader: "recipient" | "giver";
  shelfUrl: string;
  signUpUrl: string;
};

/** The footer of a gift's e-mails, true for whoever reads it: someone with an account is pointed at
 * their shelf; someone without one is told why they get it and how to make one. */
export function GiftFooter({ siteName, hasAccount, reader, shelfUrl, signUpUrl }: GiftFooterProps) {
  if (hasAccount) {
    return (
      <Text style={footerText}>
        {`You are receiving this e-mail because you have an account at ${siteName}. `}
        <Link href={shelfUrl} style={footerLink}>
          Open your shelf
        </Link>
        .
      </Text>
    );
  }
  if (reader === "recipient") {
    return (
      <Text style={footerText}>
        {`You are receiving this e-mail because someone sent you a gift at ${siteName}. You don't have an account yet: opening the gift lets you create a free one with this e-mail address, and the gift is kept on its shelf.`}
      </Text>
    );
  }
  return (
    <Text style={footerText}>
      {`You are receiving this e-mail because you bought a gift at ${siteName}. You don't have an account: `}
      <Link href={signUpUrl} style={footerLink}>
        create a free one
      </Link>
      {" with this e-mail address to keep a shelf of your own."}
    </Text>
  );
}

export function GiftEmail({ siteName, siteUrl, preview, heading, greeting, paragraphs, quote, action, footer }: GiftEmailProps) {
  return (
    <EmailLayout siteName={siteName} siteUrl={siteUrl} preview={preview} footer={footer}>
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
