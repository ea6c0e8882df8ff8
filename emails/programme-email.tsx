// Built-in Atomic Year e-mails, used when an entry's stored template is missing or switched off.
// One component for every kind of entry; values arrive as React text, so they are escaped.
import { EmailLayout } from "./layout";
import { EmailHeading, Paragraph, PillButton } from "./parts";

const KINDS = ["welcome", "guide_drop", "check_in", "season_primer", "closing"] as const;
export type ProgrammeEmailKind = (typeof KINDS)[number];

/** The built-in e-mail for a template's email_type; an unknown type gets the plain check-in note. */
export function programmeEmailKind(emailType: string): ProgrammeEmailKind {
  return KINDS.find((kind) => kind === emailType) ?? "check_in";
}

export type ProgrammeEmailProps = {
  kind: ProgrammeEmailKind;
  name: string;
  siteName: string;
  siteUrl: string;
  shelfUrl: string;
  month?: number | null;
  seasonName?: string | null;
  guide?: { title: string; subtitle: string; strand: string } | null;
  /** When the next guide arrives, from the schedule ("in a week"); null when none is left. */
  nextGuideTiming?: string | null;
  unsubscribeUrl?: string;
};

/** The subject of the built-in e-mail (a single line: the sender cleans it again anyway). */
export function programmeEmailSubject({ kind, month, seasonName, guide }: Pick<ProgrammeEmailProps, "kind" | "month" | "seasonName" | "guide">): string {
  switch (kind) {
    case "welcome":
      return "Welcome to The Atomic Year";
    case "guide_drop":
      return guide ? `Month ${month ?? ""}: ${guide.title} is on your shelf` : "Your next guide is on your shelf";
    case "check_in":
      return guide ? `Two weeks with ${guide.title}: a quick check-in` : "A quick check-in";
    case "season_primer":
      return seasonName ? `A new season begins: ${seasonName}` : "A new season begins";
    case "closing":
      return "Your Atomic Year is complete";
  }
}

export function ProgrammeEmail(props: ProgrammeEmailProps) {
  const { kind, name, siteName, siteUrl, shelfUrl, guide, seasonName, nextGuideTiming, unsubscribeUrl } = props;
  const subject = programmeEmailSubject(props);
  return (
    <EmailLayout siteName={siteName} siteUrl={siteUrl} preview={subject} unsubscribeUrl={unsubscribeUrl}>
      <EmailHeading>{kind === "guide_drop" && guide ? guide.title : subject}</EmailHeading>
      <Paragraph>Hi {name},</Paragraph>
      {kind === "welcome" ? (
        <Paragraph>
          {`Thank you for choosing The Atomic Year. Your first guide arrives ${nextGuideTiming ?? "soon"} and a new one every month after that, with a short check-in two weeks after each guide.`}
        </Paragraph>
      ) : null}
      {kind === "guide_drop" && guide ? (
        <>
          <Paragraph muted>{guide.subtitle}</Paragraph>
          <Paragraph>This month&apos;s guide comes from the {guide.strand} strand. It is on your shelf now, ready to read or download.</Paragraph>
        </>
      ) : null}
      {kind === "check_in" ? (
        <Paragraph>
          It&apos;s been about two weeks since {guide ? guide.title : "your last guide"} arrived. Take a minute: what have you noticed about yourself since?
        </Paragraph>
      ) : null}
      {kind === "season_primer" ? (
        <Paragraph>{`${seasonName ?? "The next season"} starts now. Your next guide arrives ${nextGuideTiming ?? "soon"}.`}</Paragraph>
      ) : null}
      {kind === "closing" ? (
        <Paragraph>Twelve guides and four seasons later, your year is complete. Nothing renews, and every guide stays on your shelf.</Paragraph>
      ) : null}
      <PillButton href={shelfUrl}>Visit your shelf</PillButton>
      <Paragraph muted>{`The ${siteName} team`}</Paragraph>
    </EmailLayout>
  );
}
