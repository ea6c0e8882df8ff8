// Built-in sign-up confirmation, used when the auth_signup template is missing or inactive.
import { EmailLayout } from "./layout";
import { EmailHeading, LinkFallback, Paragraph, PillButton } from "./parts";

export type ConfirmEmailProps = { name: string; confirmationUrl: string; siteName: string; siteUrl: string };

export function ConfirmEmail({ name, confirmationUrl, siteName, siteUrl }: ConfirmEmailProps) {
  return (
    <EmailLayout siteName={siteName} siteUrl={siteUrl} preview={`Confirm your e-mail address for ${siteName}`}>
      <EmailHeading>Confirm your e-mail</EmailHeading>
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>Thanks for signing up to {siteName}. Please confirm that this is your e-mail address so we can finish setting up your account.</Paragraph>
      <PillButton href={confirmationUrl}>Confirm my e-mail</PillButton>
      <LinkFallback href={confirmationUrl} />
      <Paragraph>The link expires in 24 hours. If it runs out, you can request a new one from the sign-in page.</Paragraph>
      <Paragraph muted>
        If you didn&apos;t sign up, ignore this e-mail: nothing happens, and no account is opened with your address unless this link is used. If you want the
        account yourself, open the link and choose &ldquo;I didn&apos;t sign up: choose my own password&rdquo;; whatever password someone else picked is then
        dropped.
      </Paragraph>
    </EmailLayout>
  );
}
