import type { Metadata } from "next";
import Link from "next/link";
import { ProsePage } from "@/components/shop/prose-page";
import { STRAND_INFO } from "@/lib/catalog/strands";
import { siteName } from "@/lib/site";

export const metadata: Metadata = {
  title: "About",
  description: "Why we write short guides: small, atomic shifts in four strands of a life, kept on a shelf you can return to.",
};

export default function AboutPage() {
  const name = siteName();
  return (
    <ProsePage title={`About ${name}`} intro="Big change rarely arrives all at once. It arrives as a small shift you can repeat.">
      <section>
        <h2>Going atomic</h2>
        <p>
          Most self-growth books ask for a month of your evenings and give you a hundred ideas to forget. We went the other way. Each of our guides takes twenty
          to thirty minutes to read, makes one idea clear, and leaves you with one practice small enough to start today. An atom is the smallest unit that still
          holds its nature. That is the size we write at.
        </p>
      </section>
      <section>
        <h2>The four strands</h2>
        <p>The collection is woven from four strands, each with four guides. Start wherever the pull is strongest.</p>
        <ul>
          {STRAND_INFO.map((strand) => (
            <li key={strand.strand}>
              <strong className="text-ink">{strand.name}</strong>: {strand.tagline.toLowerCase()}.
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2>The shelf</h2>
        <p>
          Every guide you own lives on your shelf, in a desktop and a phone edition, for as long as you like. Come back to a guide when the season calls for it;
          download it again whenever you need to. Your shelf also shows how far you have travelled: the strands you have activated and your Atomic Mastery
          across the whole collection.
        </p>
      </section>
      <section>
        <h2>The reader</h2>
        <p>
          We write for people who are busy, curious and a little tired of being told to hustle. You do not need a morning routine or a new personality. You need
          a quiet half hour and the willingness to try one thing. If that sounds like you, the{" "}
          <Link href="/quiz" className="font-medium text-ink underline underline-offset-4">
            quiz
          </Link>{" "}
          will point you to a first guide, and it is on us.
        </p>
      </section>
    </ProsePage>
  );
}
