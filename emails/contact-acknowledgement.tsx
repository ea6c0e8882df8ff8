// To the address typed into the contact form: we got the message. That address is not proven, so
// nothing the writer typed (name or message) is in it: the shop relays no stranger's words.
import { EmailHeading, Paragraph } from "./parts";
import { EmailLayout } from "./layout";

export type ContactAcknowledgementEmailProps = { siteName: string; siteUrl: string };

export const CONTACT_ACKNOWLEDGEMENT_SUBJECT = "We got your message";

export function ContactAcknowledgementEmail({ siteName, siteUrl }: ContactAcknowledgementEmailProps) {
  return (
    <EmailLayout
      siteName={siteName}
      siteUrl={siteUrl}
      preview={CONTACT_ACKNOWLEDGEMENT_SUBJECT}
      footerNote={`You are receiving this e-mail because this address was given in the contact form at ${siteName}. If that wasn't you, you can ignore it.`}
    >
      <EmailHeading>We got your message</EmailHeading>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>Thank you for writing to us. Your message has reached our support team, and we will reply to this address as soon as we can.</Paragraph>
      <Paragraph muted>— The {siteName} team</Paragraph>
    </EmailLayout>
  );
}
