// A contact-form message, to support: who wrote and what, line breaks kept. Values arrive as React
// text: escaped, so a name or message with markup arrives as text.
import { EmailLayout } from "./layout";
import { Paragraph, WrittenText } from "./parts";

export type ContactMessageEmailProps = { name: string; email: string; message: string; siteName: string; siteUrl: string };

export function contactMessageSubject(name: string): string {
  return `Contact form: ${name}`;
}

export function ContactMessageEmail({ name, email, message, siteName, siteUrl }: ContactMessageEmailProps) {
  return (
    <EmailLayout
      siteName={siteName}
      siteUrl={siteUrl}
      preview={contactMessageSubject(name)}
      footerNote={`Sent from the contact form at ${siteName}. Reply to the address above.`}
    >
      <Paragraph>
        <strong>From:</strong> {`${name} <${email}>`}
      </Paragraph>
      <WrittenText text={message} />
    </EmailLayout>
  );
}
