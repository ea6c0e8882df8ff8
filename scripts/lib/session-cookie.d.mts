export const SESSION_COOKIE: string;
export function sessionCookieValue(input: {
  userId: string;
  sessionToken: string;
  sessionVersion: number;
  secret: string;
  maxAgeSeconds: number;
}): Promise<string>;
