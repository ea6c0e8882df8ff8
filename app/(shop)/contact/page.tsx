import type { Metadata } from "next";
import { ContactForm } from "@/components/shop/contact-form";
import { env } from "@/lib/env";

export const metadata: Metadata = {
  title: "Contact",
  description: "Questions about a guide, your shelf, a gift or a refund? Write to us and a person will answer.",
};

export default function ContactPage() {
  const support = env().SUPPORT_EMAIL;
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 pt-12 md:grid-cols-[1fr_1.2fr] md:px-6 md:pt-16">
      <div>
        <h1 className="font-serif text-4xl font-semibold md:text-5xl">Contact us</h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-soft">
          Questions about a guide, your shelf, a gift or a refund? Send us a message, or write to{" "}
          <a href={`mailto:${support}`} className="font-medium text-ink underline underline-offset-4">
            {support}
          </a>
          . A person reads every message.
        </p>
      </div>
      <ContactForm />
    </div>
  );
}
