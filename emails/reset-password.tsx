// Built-in password reset, used when the auth_reset template is missing or inactive.
import { EmailLayout } from "./layout";
import { EmailHeading, LinkFallback, Paragraph, PillButton } from "./parts";

export type ResetPasswordEmailProps = { name: string; resetUrl: string; siteName: string; siteUrl: string };

export function ResetPasswordEmail({ name, resetUrl, siteName, siteUrl }: ResetPasswordEmailProps) {
  return (
    <EmailLayout siteName={siteName} siteUrl={siteUrl} preview={`Choose a new password for ${siteName}`}>
      <EmailHeading>Reset your password</EmailHeading>
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>We received a request to reset the password of your {siteName} account. Use the button below to choose a new one.</Paragraph>
      <PillButton href={resetUrl}>Choose a new password</PillButton>
      <LinkFallback href={resetUrl} />
      <Paragraph>For your security, the link expires in 1 hour and can be used once.</Paragraph>
      <Paragraph muted>If you didn&apos;t ask to reset your password, you can ignore this e-mail. Your password stays the same.</Paragraph>
    </EmailLayout>
  );
}
