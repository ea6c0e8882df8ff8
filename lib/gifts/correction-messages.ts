// What the giver is told when correcting the address of a gift whose e-mail did not arrive (the
// action, the order page and the tests share them).
export const GIFT_CORRECTION_MESSAGES = {
  notFound: "We couldn't find that gift.",
  already_corrected: "You have already corrected this gift's address once. If it still does not arrive, please contact us.",
  already_opened: "This gift has already been opened, so its address can't be changed.",
  not_undeliverable: "This gift's e-mail has not bounced, so its address can't be changed here.",
  same_address: "That is the address that did not work. Please enter another one.",
  busy: "This gift is being sent to a new address already.",
} as const;
