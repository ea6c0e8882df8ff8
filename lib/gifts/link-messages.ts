// Why a gift link cannot be used, as the person is told: the toast's title and description on the
// home page, where such a link leads. Its own module, free of imports, because the home page's
// script reads it.
export type GiftLinkProblem = "invalid" | "not_found" | "activated";

export const GIFT_LINK_MESSAGES: Record<GiftLinkProblem, string> = {
  invalid: "Invalid Gift Link",
  not_found: "Gift Not Found",
  activated: "Gift Already Activated",
};

export const GIFT_LINK_DESCRIPTIONS: Record<GiftLinkProblem, string> = {
  invalid: "This gift link is incomplete or malformed. Please use the link from your gift e-mail.",
  not_found: "We couldn't find a gift for this link. It may have expired or been withdrawn.",
  activated: "This gift has already been opened. Sign in to find it on your shelf.",
};

/** The home page's address that shows the toast for `problem`. */
export function giftLinkProblemPath(problem: GiftLinkProblem): string {
  return `/?gift_link=${problem}`;
}

export function isGiftLinkProblem(value: string | null): value is GiftLinkProblem {
  return value === "invalid" || value === "not_found" || value === "activated";
}
