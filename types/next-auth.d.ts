import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  interface Session {
    /** `unchecked`: the server could not check the session (an outage); nothing is granted on it. */
    user: { id: string; isAdmin: boolean; unchecked?: boolean } & DefaultSession["user"];
  }
}
