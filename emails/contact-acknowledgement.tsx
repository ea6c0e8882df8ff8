// To whoever wrote through the contact form: we got the message, and here is a copy of it. Values
// arrive as React text: escaped, so a name or message with markup arrives as text.
import { EmailHeading, Paragraph, WrittenText } from "./parts";
import { EmailLayout } from "./layout";

export type ContactAcknowledgementEmailProps = { name: string; message: string; siteName: string; siteUrl: string };

export const CONTACT_ACKNOWLEDGEMENT_SUBJECT = "We got your message";

export function ContactAcknowledgementEmail({ name, message, siteName, siteUrl }: ContactAcknowledgementEmailProps) {
  return (
    <EmailLayout
      siteName={siteName}
      siteUrl={siteUrl}
      preview={CONTACT_ACKNOWLEDGEMENT_SUBJECT}
      footerNote={`You are receiving this e-mail because this address was given in the contact form at ${siteName}. If that wasn't you, you can ignore it.`}
    >
      <EmailHeading>We got your message</EmailHeading>
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>Thank you for writing to us. Your message has reached our support team, and we will reply to this address as soon as we can.</Paragraph>
      <Paragraph>Here is a copy of what you sent:</Paragraph>
      <WrittenText text={message} />
      <Paragraph muted>— The {siteName} team</Paragraph>
    </EmailLayout>
  );
}
