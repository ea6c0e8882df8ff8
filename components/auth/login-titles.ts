// The sign-in page's title in each state: the server sets it from the address (?mode=signup), the
// form keeps it in step when the mode changes or a confirmation link was sent.
export type LoginMode = "login" | "signup";

export const LOGIN_TITLES: Record<LoginMode | "inbox", string> = { login: "Sign in", signup: "Create your account", inbox: "Check your inbox" };

/** What the person was buying when the shop asked them to sign in (the page they come back to). */
type Purchase = "cart" | "guide" | "atomic_year";

export function purchaseIn(callbackUrl: string | null | undefined): Purchase | null {
  if (!callbackUrl) return null;
  if (/^\/cart(?:[?#]|$)/.test(callbackUrl)) return "cart";
  if (/^\/guides\/[^/?#]+/.test(callbackUrl)) return "guide";
  if (/^\/atomic-year(?:[/?#]|$)/.test(callbackUrl)) return "atomic_year";
  return null;
}

/** The line under the heading for someone interrupted while buying. */
export function purchaseLine(purchase: Purchase, mode: LoginMode): string {
  const start = mode === "signup" ? "Create a free account to finish your purchase" : "Sign in to finish your purchase";
  if (purchase === "cart") return `${start}. Your cart is kept, and you come straight back to it to pay.`;
  if (purchase === "guide") return `${start}. You come straight back to the guide to pay.`;
  return `${start}. You come straight back to The Atomic Year's checkout.`;
}
