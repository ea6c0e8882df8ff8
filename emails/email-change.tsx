// Built-in confirmation of a new account address, sent to that new address.
import { EmailLayout } from "./layout";
import { EmailHeading, LinkFallback, Paragraph, PillButton } from "./parts";

export type EmailChangeEmailProps = { name: string; newEmail: string; confirmUrl: string; siteName: string; siteUrl: string };

export function EmailChangeEmail({ name, newEmail, confirmUrl, siteName, siteUrl }: EmailChangeEmailProps) {
  return (
    <EmailLayout siteName={siteName} siteUrl={siteUrl} preview={`Confirm your new e-mail address for ${siteName}`}>
      <EmailHeading>Confirm your new address</EmailHeading>
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        You asked to use {newEmail} for your {siteName} account. Open the link below while signed in to your account to make the change. Until then your account
        keeps its current address.
      </Paragraph>
      <PillButton href={confirmUrl}>Use this address</PillButton>
      <LinkFallback href={confirmUrl} />
      <Paragraph>The link expires in 24 hours and can be used once.</Paragraph>
      <Paragraph muted>If you didn&apos;t ask for this, ignore this e-mail: nothing changes.</Paragraph>
    </EmailLayout>
  );
}
