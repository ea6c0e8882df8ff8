// The sign-in page's title in each state: the server sets it from the address (?mode=signup), the
// form keeps it in step when the mode changes or a confirmation link was sent.
export type LoginMode = "login" | "signup";

export const LOGIN_TITLES: Record<LoginMode | "inbox", string> = { login: "Sign in", signup: "Create your account", inbox: "Check your inbox" };
