// The one e-mail asking an owner who finished a guide what they thought of it (news: only to
// people who opted in, with the one-click unsubscribe). Values arrive as React text: escaped.
import { EmailLayout } from "./layout";
import { EmailHeading, Paragraph, PillButton } from "./parts";

export type ReviewRequestProps = {
  siteName: string;
  siteUrl: string;
  greeting: string;
  title: string;
  reviewUrl: string;
  unsubscribeUrl: string;
};

export const reviewRequestSubject = (title: string) => `How did you find ${title}?`;

export function ReviewRequestEmail({ siteName, siteUrl, greeting, title, reviewUrl, unsubscribeUrl }: ReviewRequestProps) {
  return (
    <EmailLayout siteName={siteName} siteUrl={siteUrl} preview={reviewRequestSubject(title)} unsubscribeUrl={unsubscribeUrl} unsubscribeList="news">
      <EmailHeading>You finished {title}</EmailHeading>
      <Paragraph>Hi {greeting},</Paragraph>
      <Paragraph>
        You reached the last page of {title}. How did you find it? A rating, with a few words if you like, helps the next reader choose their guide.
      </Paragraph>
      <PillButton href={reviewUrl}>Rate {title}</PillButton>
      <Paragraph muted>We ask once per guide. — The {siteName} team</Paragraph>
    </EmailLayout>
  );
}
