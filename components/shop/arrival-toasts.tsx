"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { GIFT_LINK_DESCRIPTIONS, GIFT_LINK_MESSAGES, isGiftLinkProblem } from "@/lib/gifts/link-messages";
import { toast } from "@/lib/toast";

type Notice = { title: string; description: string; link: { href: string; label: string } };

/** Reads sign-in confirmation results, and why a gift link led here, from the address on arrival at
 * the home page. A problem is said at the top of the page as well as in the toast. */
export function ArrivalToasts() {
  const router = useRouter();
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    const url = new URL(window.location.href);
    const hash = new URLSearchParams(url.hash.replace(/^#/, ""));
    const read = (name: string) => url.searchParams.get(name) ?? hash.get(name);
    const type = read("type");
    const error = read("error");
    const giftLink = url.searchParams.get("gift_link");
    if (!type && !error && !giftLink) return;
    const clean = () => window.history.replaceState(null, "", url.pathname);
    if (giftLink) {
      if (isGiftLinkProblem(giftLink)) {
        toast.error(GIFT_LINK_MESSAGES[giftLink], { description: GIFT_LINK_DESCRIPTIONS[giftLink] });
        setNotice({
          title: GIFT_LINK_MESSAGES[giftLink],
          description: GIFT_LINK_DESCRIPTIONS[giftLink],
          link: giftLink === "activated" ? { href: "/shelf", label: "Go to My Shelf" } : { href: "/contact", label: "Contact us" },
        });
      }
      clean();
      return;
    }
    if (type === "signup" && read("confirmed")) {
      // It speaks of the quiz the person is moved to a second later, and stays there with them.
      toast.success("Welcome!", { description: "Your email has been confirmed. Let's get you started with your first guide.", page: "/quiz" });
      clean();
      // Not cancelled when the effect re-runs (cleaning the address can re-render the page): only
      // when the person has moved on by themselves within the second.
      window.setTimeout(() => {
        if (window.location.pathname === "/") router.push("/quiz");
      }, 1000);
      return;
    }
    if (error) {
      const description = read("error_description") ?? "";
      console.warn("Sign-in link error:", error, description);
      if (error === "access_denied" && /expired/i.test(description)) {
        toast.error("Confirmation link expired", { description: "Please request a new confirmation email from the login page." });
        setNotice({
          title: "Confirmation link expired",
          description: "Please request a new confirmation email from the login page.",
          link: { href: "/login", label: "Go to sign in" },
        });
      }
      clean();
    }
  }, [router]);
  if (!notice) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 md:px-6">
      <Alert data-testid="arrival-notice">
        <p className="font-medium">{notice.title}</p>
        <p className="mt-1">
          {notice.description}{" "}
          <Link href={notice.link.href} className="font-medium underline underline-offset-4">
            {notice.link.label}
          </Link>
        </p>
      </Alert>
    </div>
  );
}
