// Built-in welcome for a new account, used when the welcome_new_user template is missing or inactive.
import { EmailLayout } from "./layout";
import { EmailHeading, Paragraph, PillButton } from "./parts";

export type WelcomeEmailProps = { name: string; quizUrl: string; siteName: string; siteUrl: string };

export function WelcomeEmail({ name, quizUrl, siteName, siteUrl }: WelcomeEmailProps) {
  return (
    <EmailLayout siteName={siteName} siteUrl={siteUrl} preview="Take the quiz and get your first guide free">
      <EmailHeading>Welcome, {name}</EmailHeading>
      <Paragraph>Your account is confirmed, and we&apos;re glad you&apos;re here.</Paragraph>
      <Paragraph>
        Not sure where to begin? Take the short quiz: answer a few quick questions about where you are right now, and we&apos;ll suggest the guide that fits.
        Your first guide is free, and it goes straight to your shelf.
      </Paragraph>
      <PillButton href={quizUrl}>Take the quiz</PillButton>
      <Paragraph muted>It takes a few minutes, and there are no wrong answers.</Paragraph>
    </EmailLayout>
  );
}
