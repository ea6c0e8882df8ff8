// The frame every e-mail shares: a calm cream ground, near-black ink, a serif wordmark and a
// footer naming why the reader gets it. Values arrive as React text, so they are escaped.
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { CSSProperties, ReactNode } from "react";

export const emailColors = { cream: "#faf6ef", beige: "#efe6d6", ink: "#1c1917", inkSoft: "#57534e" } as const;
export const serifFont = "Georgia, 'Times New Roman', Times, serif";
const sansFont = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Helvetica, Arial, sans-serif";

export type EmailLayoutProps = {
  siteName: string;
  siteUrl: string;
  preview: string;
  /** E-mails that can be unsubscribed from link to the page that does it. */
  unsubscribeUrl?: string;
  /** Which e-mails that link leaves: the Atomic Year's check-ins and season notes (the default), or news. */
  unsubscribeList?: "programme" | "news";
  /** Why the reader gets it, when that is not their account (a message to support, a test send). */
  footerNote?: string;
  /** A footer of its own instead of that line (a gift's e-mails, which say whether the reader has
   * an account). */
  footer?: ReactNode;
  children: ReactNode;
};

const body: CSSProperties = { margin: 0, padding: "24px 0", backgroundColor: emailColors.cream, color: emailColors.ink, fontFamily: sansFont };
const container: CSSProperties = { maxWidth: 560, margin: "0 auto", padding: "0 16px" };
const card: CSSProperties = {
  backgroundColor: "#ffffff",
  border: `1px solid ${emailColors.beige}`,
  borderRadius: 16,
  padding: "32px 28px",
  fontSize: 16,
  lineHeight: 1.6,
  color: emailColors.ink,
};
const wordmark: CSSProperties = { fontFamily: serifFont, fontSize: 22, fontWeight: 600, color: emailColors.ink, textDecoration: "none" };
export const footerText: CSSProperties = { fontSize: 13, lineHeight: 1.5, color: emailColors.inkSoft, margin: "0 0 8px" };

export function EmailLayout({ siteName, siteUrl, preview, unsubscribeUrl, unsubscribeList, footerNote, footer, children }: EmailLayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Section style={{ padding: "8px 0 20px" }}>
            <Link href={siteUrl} style={wordmark}>
              {siteName}
            </Link>
          </Section>
          <Section style={card}>{children}</Section>
          <Section style={{ padding: "20px 4px 0" }}>
            <Hr style={{ borderColor: emailColors.beige, margin: "0 0 16px" }} />
            <Text style={footerText}>
              <Link href={siteUrl} style={{ color: emailColors.ink, textDecoration: "underline" }}>
                {siteUrl.replace(/^https?:\/\//, "")}
              </Link>
            </Text>
            {footer ?? <Text style={footerText}>{footerNote ?? `You are receiving this e-mail because you have an account at ${siteName}.`}</Text>}
            {unsubscribeUrl && unsubscribeList === "news" ? (
              <Text style={footerText}>
                {`You get this because you chose news from ${siteName}. `}
                <Link href={unsubscribeUrl} style={{ color: emailColors.ink, textDecoration: "underline" }}>
                  Unsubscribe from news
                </Link>
                . Receipts and your guides are not affected.
              </Text>
            ) : unsubscribeUrl ? (
              <Text style={footerText}>
                Rather not get the check-ins and season notes?{" "}
                <Link href={unsubscribeUrl} style={{ color: emailColors.ink, textDecoration: "underline" }}>
                  Unsubscribe
                </Link>
                . Your monthly guides still arrive.
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
