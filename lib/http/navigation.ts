// Whether a request is a person's browser opening an address (a link clicked in an e-mail, an
// address typed) rather than a script asking for data: the first wants a page, the second the JSON
// answer. A browser says so with `Sec-Fetch-Mode: navigate` (every current browser) or, failing
// that, with HTML in its `Accept`; a request that asks for JSON is a script's whatever else it says.
export function isBrowserNavigation(headers: Headers): boolean {
  const accept = headers.get("accept") ?? "";
  if (accept.includes("application/json")) return false;
  return headers.get("sec-fetch-mode") === "navigate" || accept.includes("text/html");
}
