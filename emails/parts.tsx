// Small building blocks shared by the built-in e-mails.
import { Button, Heading, Text } from "@react-email/components";
import { Fragment, type ReactNode } from "react";
import { emailColors, serifFont } from "./layout";

export function EmailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={{ margin: "0 0 16px", fontFamily: serifFont, fontSize: 24, lineHeight: 1.3, fontWeight: 600, color: emailColors.ink }}>
      {children}
    </Heading>
  );
}

export function Paragraph({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return (
    <Text style={{ margin: "0 0 16px", fontSize: muted ? 14 : 16, lineHeight: 1.6, color: muted ? emailColors.inkSoft : emailColors.ink }}>{children}</Text>
  );
}

/** The one call to action of an e-mail: a near-black pill. */
export function PillButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Text style={{ margin: "24px 0" }}>
      <Button
        href={href}
        style={{
          display: "inline-block",
          backgroundColor: emailColors.ink,
          color: emailColors.cream,
          borderRadius: 9999,
          padding: "12px 28px",
          fontSize: 15,
          fontWeight: 600,
          textDecoration: "none",
        }}
      >
        {children}
      </Button>
    </Text>
  );
}

/** The raw link under a button, for mail clients that drop buttons. */
export function LinkFallback({ href }: { href: string }) {
  return (
    <Text style={{ margin: "0 0 16px", fontSize: 13, lineHeight: 1.5, color: emailColors.inkSoft, wordBreak: "break-all" }}>
      If the button doesn&apos;t work, copy this link into your browser: {href}
    </Text>
  );
}

/** Text someone wrote, its line breaks kept in the HTML and in the plain-text part. */
export function WrittenText({ text }: { text: string }) {
  const lines = text.split(/\r\n|\r|\n/);
  return (
    <Text style={{ margin: "0 0 16px", fontSize: 16, lineHeight: 1.6, color: emailColors.ink, whiteSpace: "pre-wrap" }}>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}
