// One inbox, one bucket: `Ana+1@x.test`, `ana+2@X.test` and `ana@x.test` reach the same person, so
// limits per address count them together. Lower case, and the `+tag` of the local part dropped
// (the sub-addressing that Gmail, Outlook, Fastmail and most hosts deliver to the base address).
export function normalizedAddress(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf("+");
  // A local part that starts with "+" has no base to fold into: it stays as it is.
  return plus > 0 ? `${local.slice(0, plus)}${address.slice(at)}` : address;
}
