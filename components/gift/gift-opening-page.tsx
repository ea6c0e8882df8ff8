// The server half of /gift/activate/{token} and /gift/claim/{token}: the link's state (read, never
// used) and who is signed in, handed to the form.
import { connection } from "next/server";
import { Suspense } from "react";
import { getCurrentUser } from "@/lib/auth/session";
import { giftLinkState, giftOpenedBy } from "@/lib/gifts/activate";
import { GiftOpening } from "./gift-opening";

type Params = Promise<{ token: string }>;

export function GiftOpeningPage({ params }: { params: Params }) {
  return (
    <Suspense fallback={<div className="min-h-[36rem]" aria-busy="true" />}>
      <Opening params={params} />
    </Suspense>
  );
}

async function Opening({ params }: { params: Params }) {
  // Read per request: the link's state depends on the moment (expiry) and on who asks.
  await connection();
  const { token } = await params;
  const [state, user] = await Promise.all([giftLinkState(token), getCurrentUser()]);
  // Its recipient opening the link again is shown where the gift went, not sent away.
  const opened = state.status === "activated" && user ? await giftOpenedBy(token, user.id) : null;
  return <GiftOpening token={token} state={state} viewer={user && { email: user.email }} opened={opened} />;
}
