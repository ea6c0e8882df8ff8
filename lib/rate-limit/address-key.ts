// One inbox, one count: `Ana+1@x.test`, `ana+2@X.test` and `ana@x.test` reach the same person, and
// at Gmail so do `a.na@gmail.com` and `ana@googlemail.com`. Lower case, the `+tag` of the local part
// dropped (the sub-addressing that Gmail, Outlook, Fastmail and most hosts deliver to the base
// address), and at Gmail its dots too.
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

export function normalizedAddress(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf("+");
  // A local part that starts with "+" has no base to fold into: it stays as it is.
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "") || local;
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}

/**
 * The buckets a per-address limit counts a message to `email` in: the address as typed (lower
 * case), and when that is another spelling of an inbox (a `+tag`, Gmail's dots), also the one bucket
 * all other spellings of that inbox share. So messages to made-up spellings of someone's inbox can
 * use up only that shared bucket, never the budget of the address the person really uses, and the
 * inbox gets at most two budgets' worth whatever is spelled.
 */
export function addressBuckets(email: string): string[] {
  const typed = email.trim().toLowerCase();
  const inbox = normalizedAddress(email);
  return typed === inbox ? [typed] : [typed, `other-spellings-of:${inbox}`];
}
