// An admin-edited template from the database inside the shared layout. `html` is trusted: it is
// the stored body after every placeholder value was HTML-escaped (lib/email/render-template.ts).
import type { ReactNode } from "react";
import { EmailLayout } from "./layout";

export type StoredTemplateEmailProps = {
  siteName: string;
  siteUrl: string;
  preview: string;
  html: string;
  unsubscribeUrl?: string;
  unsubscribeList?: "programme" | "news";
  footer?: ReactNode;
};

export function StoredTemplateEmail({ siteName, siteUrl, preview, html, unsubscribeUrl, unsubscribeList, footer }: StoredTemplateEmailProps) {
  return (
    <EmailLayout siteName={siteName} siteUrl={siteUrl} preview={preview} unsubscribeUrl={unsubscribeUrl} unsubscribeList={unsubscribeList} footer={footer}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </EmailLayout>
  );
}
