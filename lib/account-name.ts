// The name the shop calls an account by, wherever it is written for them: the session (the header,
// the stamp on their PDFs) and copies made for them ahead of a request.

type NamedAccount = { displayName: string | null; firstName: string | null; name: string | null; email: string };

/** The name they chose to show, else their first name, else the provider's name, else the e-mail's local part. */
export function accountName(account: NamedAccount): string {
  return account.displayName ?? account.firstName ?? account.name ?? account.email.split("@")[0] ?? "";
}
