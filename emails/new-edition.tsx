// The notice of a guide's new edition to its owners who opted in to news, used when its stored
// template is missing or switched off. Values arrive as React text: escaped.
import { EmailLayout } from "./layout";
import { EmailHeading, Paragraph, PillButton } from "./parts";

export type NewEditionProps = {
  siteName: string;
  siteUrl: string;
  greeting: string;
  title: string;
  shelfUrl: string;
  unsubscribeUrl: string;
};

export const newEditionSubject = (title: string) => `A new edition of ${title} is on your shelf`;

export function NewEditionEmail({ siteName, siteUrl, greeting, title, shelfUrl, unsubscribeUrl }: NewEditionProps) {
  return (
    <EmailLayout siteName={siteName} siteUrl={siteUrl} preview={newEditionSubject(title)} unsubscribeUrl={unsubscribeUrl} unsubscribeList="news">
      <EmailHeading>A new edition of {title}</EmailHeading>
      <Paragraph>Hi {greeting},</Paragraph>
      <Paragraph>
        We have revised {title}, and the new edition is already on your shelf, marked &quot;Updated&quot;. It is yours at no cost, as every edition of a guide
        you own will be.
      </Paragraph>
      <Paragraph>Your next download is the new edition, stamped with your name as before.</Paragraph>
      <PillButton href={shelfUrl}>Open your shelf</PillButton>
      <Paragraph muted>— The {siteName} team</Paragraph>
    </EmailLayout>
  );
}
