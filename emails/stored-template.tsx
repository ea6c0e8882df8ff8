// An admin-edited template from the database inside the shared layout. `html` is trusted: it is
// the stored body after every placeholder value was HTML-escaped (lib/email/render-template.ts).
import { EmailLayout } from "./layout";

export type StoredTemplateEmailProps = { siteName: string; siteUrl: string; preview: string; html: string; unsubscribeUrl?: string };

export function StoredTemplateEmail({ siteName, siteUrl, preview, html, unsubscribeUrl }: StoredTemplateEmailProps) {
  return (
    <EmailLayout siteName={siteName} siteUrl={siteUrl} preview={preview} unsubscribeUrl={unsubscribeUrl}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </EmailLayout>
  );
}
