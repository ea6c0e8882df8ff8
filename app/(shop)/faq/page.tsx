import type { Metadata } from "next";
import Link from "next/link";
import { Disclosure } from "@/components/ui/disclosure";
import { GUIDE_PRICE_CENTS, ATOMIC_YEAR_PRICE_CENTS } from "@/lib/catalog/constants";
import { formatPrice } from "@/lib/money";
import { timingCopy, type TimingCopy } from "@/lib/atomic-year/copy";
import { getScheduleFacts } from "@/lib/atomic-year/queries";
import { env } from "@/lib/env";

export const metadata: Metadata = {
  title: "FAQ",
  description: "Answers about the guides, gifting, purchasing and access, the depth of the content, and support.",
};

type Entry = { question: string; answer: React.ReactNode };

function sections(supportEmail: string, programmeTiming: TimingCopy): { title: string; entries: Entry[] }[] {
  const mail = (
    <a href={`mailto:${supportEmail}`} className="font-medium text-ink underline underline-offset-4">
      {supportEmail}
    </a>
  );
  return [
    {
      title: "The Guides & The Journey",
      entries: [
        {
          question: "What exactly is a guide?",
          answer:
            "A short digital guide in PDF form, written to be read in one sitting of twenty to thirty minutes. Every guide comes in two editions: one laid out for your phone and one for your laptop.",
        },
        {
          question: "Do I keep the guides I buy?",
          answer: "Yes. Every guide you own is yours forever. It stays on your shelf and you can download it again whenever you like.",
        },
        {
          question: "What is The Atomic Year?",
          // Its timing comes from the schedule table, like the e-mails it describes.
          answer: [
            "A 12-month programme: one guide arrives on your shelf each month, with short e-mails in between to help the practice stick.",
            programmeTiming.firstGuide,
            programmeTiming.checkIns,
            "It is a one-time payment with no recurring billing.",
          ]
            .filter(Boolean)
            .join(" "),
        },
      ],
    },
    {
      title: "Gifting Questions",
      entries: [
        {
          question: "Can I give The Atomic Year as a gift?",
          answer: "Yes. Add a personal message and choose the delivery date; we e-mail the recipient on that day with a link to activate their year.",
        },
        {
          question: "Can I gift a single guide?",
          answer: "Yes. Open any guide and choose Gift This Guide. The recipient claims it from the e-mail we send and finds it on their shelf.",
        },
      ],
    },
    {
      title: "Purchasing & Access",
      entries: [
        {
          question: "How much does a guide cost?",
          answer: `Each guide is ${formatPrice(GUIDE_PRICE_CENTS)}. The Atomic Year is ${formatPrice(ATOMIC_YEAR_PRICE_CENTS)}, paid once.`,
        },
        {
          question: "Where do I find my guides after buying?",
          answer: (
            <>
              On{" "}
              <Link href="/shelf" className="font-medium text-ink underline underline-offset-4">
                your shelf
              </Link>
              , right after checkout, ready to open or download.
            </>
          ),
        },
        {
          question: "Can I get a refund?",
          answer: (
            <>
              Yes. Every purchase comes with a 30-day money-back guarantee: write to {mail} within 30 days of buying and we will refund you. A refunded guide is
              removed from your shelf.
            </>
          ),
        },
      ],
    },
    {
      title: "Content and Depth",
      entries: [
        {
          question: "Are short guides really enough?",
          answer:
            "They are designed to be. Each guide focuses on one idea and one practice you can start the same day, which is usually what change needs: not more information, but a clear first step.",
        },
        {
          question: "Which guide should I start with?",
          answer: (
            <>
              Take the{" "}
              <Link href="/quiz" className="font-medium text-ink underline underline-offset-4">
                quiz
              </Link>
              . Twelve questions match you with a guide, and your first one is free.
            </>
          ),
        },
      ],
    },
    {
      title: "Technical & Support",
      entries: [
        { question: "Is there a mobile app?", answer: "Not yet. Every guide has a mobile PDF edition that reads comfortably on a phone." },
        { question: "How do I get help?", answer: <>By e-mail: {mail}. We answer every message.</> },
        {
          question: "How do I change the e-mail address on my account?",
          answer: <>Write to {mail} from your current address and we will change it for you by hand.</>,
        },
      ],
    },
  ];
}

export default async function FaqPage() {
  const supportEmail = env().SUPPORT_EMAIL;
  const programmeTiming = timingCopy(await getScheduleFacts());
  return (
    <div className="mx-auto max-w-3xl px-4 pt-12 md:px-6 md:pt-16">
      <h1 className="font-serif text-4xl font-semibold md:text-5xl">Frequently asked questions</h1>
      <p className="mt-4 text-lg text-ink-soft">Everything about the guides, gifting and your shelf.</p>
      <div className="mt-10 space-y-12">
        {sections(supportEmail, programmeTiming).map((section, index) => (
          // An id must hold no spaces: aria-labelledby reads a space-separated list of ids.
          <section key={section.title} aria-labelledby={`faq-section-${index + 1}`}>
            <h2 id={`faq-section-${index + 1}`} className="font-serif text-2xl font-semibold">
              {section.title}
            </h2>
            <div className="mt-2">
              {section.entries.map((entry) => (
                <Disclosure key={entry.question} summary={entry.question} group={`faq-section-${index + 1}`}>
                  {entry.answer}
                </Disclosure>
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
