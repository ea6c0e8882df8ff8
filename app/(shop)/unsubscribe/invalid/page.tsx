// Where the proxy sends an unsubscribe link that is not one of ours: the segment's not-found page
// (the message) with status 404.
import type { Metadata } from "next";
import { notFound } from "next/navigation";

export const metadata: Metadata = { title: "Unsubscribe link not valid", robots: { index: false, follow: false } };

export default function InvalidUnsubscribeLink(): never {
  notFound();
}
