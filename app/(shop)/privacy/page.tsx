import type { Metadata } from "next";
import Link from "next/link";
import { ProsePage } from "@/components/shop/prose-page";
import { PRIVACY_POLICY_DATE } from "@/lib/catalog/constants";
import { formatDate } from "@/lib/dates";
import { env } from "@/lib/env";
import { siteName } from "@/lib/site";

export const metadata: Metadata = {
  title: "Privacy Policy",
  description: "What we collect, why, who helps us run the shop, and how to see, correct or remove your data.",
};

export default function PrivacyPage() {
  const name = siteName();
  const support = env().SUPPORT_EMAIL;
  return (
    <ProsePage
      title="Privacy Policy"
      intro={
        <>
          <span className="block text-sm">
            Effective date: <time dateTime={PRIVACY_POLICY_DATE}>{formatDate(PRIVACY_POLICY_DATE)}</time>
          </span>
          <span className="block text-sm">
            Last updated: <time dateTime={PRIVACY_POLICY_DATE}>{formatDate(PRIVACY_POLICY_DATE)}</time>
          </span>
        </>
      }
    >
      <section>
        <h2>What we collect</h2>
        <p>
          When you sign up we collect your name and e-mail address. We store your quiz responses and your shelf preferences so we can recommend guides and keep
          your collection.
        </p>
        <p>We also collect usage data through an analytics service to understand how the shop is used and to improve it.</p>
      </section>
      <section>
        <h2>How we count visits</h2>
        <p>
          The shop counts its own visits, without cookies and without storing anything in your browser. Once a page of the catalogue or your cart has loaded, it
          tells us which page it was and which guide it shows, the name of the site whose link brought you here (only the site, never its page) and the
          link&apos;s utm_source tag, if it had one. Adding a guide to your cart tells us which guide.
        </p>
        <p>
          We keep only daily totals: views per page and per guide, visits per referring site and per utm_source, guides added to carts, and guide checkouts
          started and paid, per guide and per source. A guide checkout you start records that source with its order.
        </p>
        <p>
          We do not keep your IP address, your browser&apos;s description (its user agent), a cookie, an identifier or your account with these counts, so they
          cannot be linked to you or from one visit to the next. If your browser sends Do Not Track or Global Privacy Control, nothing is counted, and known
          robots are not counted either. So that one device cannot flood the totals with made-up sources, the server holds a scrambled form of your IP address
          in its memory until the end of the day (scrambled with a key it replaces every day), never on disk and never with the counts.
        </p>
      </section>
      <section>
        <h2>Payments</h2>
        <p>Payments are processed by our card payment provider. {name} never stores your full card details.</p>
      </section>
      <section>
        <h2>How we share data</h2>
        <p>We never sell or share your personal data. We rely on a few third parties to run the shop, each only for its purpose:</p>
        <ul>
          <li>a payment provider, for checkout;</li>
          <li>a backend and account storage service, for your account and shelf;</li>
          <li>a hosting service, for the website;</li>
          <li>an e-mail delivery service, for receipts, gifts and programme e-mails;</li>
          <li>an analytics service, for usage statistics.</li>
        </ul>
      </section>
      <section>
        <h2>Your choices and rights</h2>
        <p>You can unsubscribe from marketing e-mail at any time, and you can ask us for access to, correction of, or removal of your data.</p>
        <p>
          Most of this you can do yourself on your{" "}
          <Link href="/account" className="font-medium text-ink underline underline-offset-4">
            account page
          </Link>
          :
        </p>
        <ul>
          <li>correct your name, change your password, and choose which e-mails you receive;</li>
          <li>download all your data as one file: your profile, orders, guides, quiz results, the e-mails we sent you, your Atomic Year and your gifts;</li>
          <li>
            delete your account, confirmed with your password. Your shelf, quiz results, sessions and sign-in links are removed at once, and you are signed out
            everywhere. Orders are kept for our accounting records, with your name and e-mail address removed.
          </li>
        </ul>
        <p>
          Accounts are never deleted automatically. For anything else, or if you cannot sign in, e-mail{" "}
          <a href={`mailto:${support}`} className="font-medium text-ink underline underline-offset-4">
            {support}
          </a>
          .
        </p>
      </section>
      <section>
        <h2>Children</h2>
        <p>{name} is not intended for children under 13. If we learn that we hold data from a child under 13, we delete it.</p>
      </section>
      <p>
        <Link href="/" className="font-medium text-ink underline underline-offset-4">
          Back to home
        </Link>
      </p>
    </ProsePage>
  );
}
