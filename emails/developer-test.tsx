// The developer pages' own e-mails: the basic test send, and a message an admin writes to an
// address of their choice. Values arrive as React text: escaped, line breaks kept.
import { EmailLayout } from "./layout";
import { Paragraph, WrittenText } from "./parts";

type Site = { siteName: string; siteUrl: string };

const footer = (siteName: string) => `Sent by an administrator of ${siteName} from its developer pages.`;

export function basicTestSubject(siteName: string): string {
  return `${siteName} test e-mail`;
}

export function BasicTestEmail({ siteName, siteUrl, sender }: Site & { sender: string }) {
  return (
    <EmailLayout siteName={siteName} siteUrl={siteUrl} preview={basicTestSubject(siteName)} footerNote={footer(siteName)}>
      <Paragraph>{`This is a test e-mail from ${siteName}, sent by ${sender}.`}</Paragraph>
    </EmailLayout>
  );
}

export function DirectEmail({ siteName, siteUrl, subject, message }: Site & { subject: string; message: string }) {
  return (
    <EmailLayout siteName={siteName} siteUrl={siteUrl} preview={subject} footerNote={footer(siteName)}>
      <WrittenText text={message} />
    </EmailLayout>
  );
}
