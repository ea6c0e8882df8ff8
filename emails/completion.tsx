// Built-in completion e-mail (the first time a person owns every released guide), used when the
// completion_all_guides template is missing or switched off. Values arrive as React text: escaped.
import { EmailLayout } from "./layout";
import { Paragraph, PillButton } from "./parts";

export type CompletionEmailProps = { name: string; shelfUrl: string; siteName: string; siteUrl: string };

export function completionSubject(siteName: string): string {
  return `You now own every ${siteName} guide`;
}

export function CompletionEmail({ name, shelfUrl, siteName, siteUrl }: CompletionEmailProps) {
  return (
    <EmailLayout siteName={siteName} siteUrl={siteUrl} preview={completionSubject(siteName)}>
      <Paragraph>{`Hi ${name},`}</Paragraph>
      <Paragraph>Your shelf now holds every guide we have written. Thank you for reading with us.</Paragraph>
      <PillButton href={shelfUrl}>Visit your shelf</PillButton>
    </EmailLayout>
  );
}
