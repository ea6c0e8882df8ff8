// Where the proxy sends an unsubscribe link that is not one of ours (with status 404).
import type { Metadata } from "next";
import { InvalidUnsubscribeMessage } from "@/components/account/invalid-unsubscribe-link";

export const metadata: Metadata = { title: "Unsubscribe link not valid", robots: { index: false, follow: false } };

export default function InvalidUnsubscribeLink() {
  return <InvalidUnsubscribeMessage />;
}
