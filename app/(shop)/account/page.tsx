// The account page: a notice when mail to the address does not arrive, orders and receipts, the
// e-mail address, name, password, e-mail preferences, the data export and
// deletion. Decided on the server per request: a visitor is sent to sign in and brought back.
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { AccountSection } from "@/components/account/account-section";
import { EmailAddress } from "@/components/account/email-address";
import { DeleteAccount } from "@/components/account/delete-account";
import { EmailChangeForm } from "@/components/account/email-change-form";
import { UnreachableInbox } from "@/components/account/unreachable-inbox";
import { EmailPreferencesForm } from "@/components/account/email-preferences-form";
import { NameForm } from "@/components/account/name-form";
import { OrderHistory } from "@/components/account/order-history";
import { PasswordForm } from "@/components/account/password-form";
import { SetPasswordByEmail } from "@/components/account/set-password-by-email";
import { Button } from "@/components/ui/button";
import { ordersOf } from "@/lib/account/orders";
import { getAccountProfile } from "@/lib/account/queries";
import { suppressionOf } from "@/lib/email/delivery-events";
import { requireUserOrRedirect } from "@/lib/auth/session";

export const metadata: Metadata = {
  title: "Your account",
  description: "Your orders and receipts, your name and password, your e-mail preferences, and your data.",
  robots: { index: false },
};

export default function AccountPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 md:px-6 md:py-16">
      <p className="text-xs font-semibold uppercase tracking-[0.18em] text-ink-soft">Account</p>
      <h1 className="mt-3 font-serif text-4xl font-semibold md:text-5xl">Your account</h1>
      <Suspense
        fallback={
          <p role="status" className="py-24 text-center text-ink-soft">
            Loading your account...
          </p>
        }
      >
        <Account />
      </Suspense>
    </div>
  );
}

async function Account() {
  const user = await requireUserOrRedirect("/account");
  const [profile, orders] = await Promise.all([getAccountProfile(user.id), ordersOf(user.id)]);
  // Only if the account went between the session check and this read (deleted in another tab).
  if (!profile) redirect("/login?callbackUrl=%2Faccount");
  // Mail to this address bounced for good or was reported as spam: the person is asked to check it.
  const unreachable = await suppressionOf(profile.email);
  return (
    <div className="mt-10 space-y-8">
      <p className="text-lg text-ink-soft">
        Signed in as <EmailAddress email={profile.email} className="font-medium text-ink" />
      </p>
      {unreachable ? <UnreachableInbox address={profile.email} /> : null}
      <AccountSection id="orders" title="Orders">
        <OrderHistory orders={orders} />
      </AccountSection>
      <AccountSection
        id="email-address"
        title="E-mail address"
        description="We send a link to the new address; your account changes to it once you open the link. Until then your current address stays."
      >
        <EmailChangeForm />
      </AccountSection>
      <AccountSection id="name" title="Your name" description="How we greet you in the shop and in our e-mails.">
        <NameForm firstName={profile.firstName} />
      </AccountSection>
      <AccountSection id="password" title="Password">
        {profile.hasPassword ? (
          <PasswordForm />
        ) : !profile.signsInWithGoogle ? (
          <SetPasswordByEmail email={profile.email} />
        ) : (
          <p className="text-ink-soft">You sign in with Google, so your account has no password here. Your Google account keeps you signed in safely.</p>
        )}
      </AccountSection>
      <AccountSection id="emails" title="E-mail preferences" description="Receipts and account e-mails (sign-in links, password resets) always come.">
        <EmailPreferencesForm marketingEmails={profile.marketingEmails} programmeEmails={profile.programmeEmails} />
        <p className="mt-5 text-sm text-ink-soft">
          Every post we sent you is on your{" "}
          <Link href="/account/news" className="text-ink underline underline-offset-4">
            News page
          </Link>
          .
        </p>
      </AccountSection>
      <AccountSection
        id="data"
        title="Your data"
        description="One JSON file with your profile, orders (and any checkout you did not pay), guides, quiz results, the e-mails we sent you, your Atomic Year and your gifts."
      >
        <Button asChild variant="outline">
          <a href="/api/account/export" download>
            Download all my data
          </a>
        </Button>
      </AccountSection>
      <AccountSection id="delete" title="Delete my account" tone="danger">
        <DeleteAccount hasPassword={profile.hasPassword} email={profile.email} />
      </AccountSection>
    </div>
  );
}
