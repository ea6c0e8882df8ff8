// What a person is told when a rate limit holds them back, wherever it is: one sentence, safe to
// import from client components (no database here).
export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a few minutes and try again.";
