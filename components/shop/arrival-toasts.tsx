"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { GIFT_LINK_DESCRIPTIONS, GIFT_LINK_MESSAGES, isGiftLinkProblem } from "@/lib/gifts/link-messages";
import { toast } from "@/lib/toast";

/** Reads sign-in confirmation results, and why a gift link led here, from the address on arrival at
 * the home page. */
export function ArrivalToasts() {
  const router = useRouter();
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
      if (isGiftLinkProblem(giftLink)) toast.error(GIFT_LINK_MESSAGES[giftLink], { description: GIFT_LINK_DESCRIPTIONS[giftLink] });
      clean();
      return;
    }
    if (type === "signup" && read("confirmed")) {
      toast.success("Welcome!", { description: "Your email has been confirmed. Let's get you started with your first guide." });
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
      }
      clean();
    }
  }, [router]);
  return null;
}
