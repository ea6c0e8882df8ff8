// A post: the owner's e-mail to the people who asked for news. Its body is the post's Markdown as
// HTML (lib/posts/markdown.ts: raw HTML shown as text, only web and mail links), in the shared layout
// with the news footer and its unsubscribe link.
import { Section } from "@react-email/components";
import { EmailLayout, emailColors } from "./layout";

export type PostEmailProps = {
  siteName: string;
  siteUrl: string;
  subject: string;
  bodyHtml: string;
  unsubscribeUrl: string;
  /** A test send says so above the body. */
  test?: boolean;
};

export function PostEmail({ siteName, siteUrl, subject, bodyHtml, unsubscribeUrl, test = false }: PostEmailProps) {
  return (
    <EmailLayout siteName={siteName} siteUrl={siteUrl} preview={subject} unsubscribeUrl={unsubscribeUrl} unsubscribeList="news">
      {test ? (
        <Section style={{ margin: "0 0 16px", padding: "8px 12px", borderRadius: 8, backgroundColor: emailColors.beige, fontSize: 13 }}>
          A test send of a post. The people it goes to get it without this line.
        </Section>
      ) : null}
      <div dangerouslySetInnerHTML={{ __html: bodyHtml }} />
    </EmailLayout>
  );
}
