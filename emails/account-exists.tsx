// Sent when someone signs up with an address that already has an account: the screen answers as for
// a new account (it must not tell who has one), and the owner learns what to do from their inbox.
import { EmailLayout } from "./layout";
import { EmailHeading, LinkFallback, Paragraph, PillButton } from "./parts";

export type AccountExistsEmailProps = { name: string; signInUrl: string; resetUrl: string; siteName: string; siteUrl: string };

export function AccountExistsEmail({ name, signInUrl, resetUrl, siteName, siteUrl }: AccountExistsEmailProps) {
  return (
    <EmailLayout siteName={siteName} siteUrl={siteUrl} preview={`You already have an account at ${siteName}`}>
      <EmailHeading>You already have an account</EmailHeading>
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        Someone, probably you, just tried to sign up to {siteName} with this e-mail address. You already have an account with it, so nothing new was created:
        sign in, or reset your password if you have forgotten it.
      </Paragraph>
      <PillButton href={signInUrl}>Sign in</PillButton>
      <LinkFallback href={signInUrl} />
      <Paragraph>
        Forgot your password? <a href={resetUrl}>Reset it from the sign-in page</a>.
      </Paragraph>
      <Paragraph muted>If this wasn&apos;t you, you can ignore this e-mail: your account and your shelf are unchanged.</Paragraph>
    </EmailLayout>
  );
}
