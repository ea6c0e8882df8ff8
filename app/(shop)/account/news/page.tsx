// The account's News page: the posts sent to this person, newest first, each as a web copy of its
// body. Only posts that went to them; decided on the server per request (a visitor signs in first).
import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { PostCopy } from "@/components/account/post-copy";
import { requireUserOrRedirect } from "@/lib/auth/session";
import { postsSentTo } from "@/lib/posts/posts";

export const metadata: Metadata = { title: "News", description: "The posts we sent you.", robots: { index: false } };

export default function AccountNewsPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 md:px-6 md:py-16">
      <p className="text-xs font-semibold uppercase tracking-[0.18em] text-ink-soft">
        <Link href="/account" className="underline-offset-4 hover:underline">
          Account
        </Link>
      </p>
      <h1 className="mt-3 font-serif text-4xl font-semibold md:text-5xl">News</h1>
      <Suspense
        fallback={
          <p role="status" className="py-24 text-center text-ink-soft">
            Loading your news...
          </p>
        }
      >
        <News />
      </Suspense>
    </div>
  );
}

async function News() {
  const user = await requireUserOrRedirect("/account/news");
  const posts = await postsSentTo(user.id);
  if (posts.length === 0)
    return (
      <p className="mt-10 text-lg text-ink-soft">
        No posts yet. When we write to the people who chose news, you find each post here too. You can choose news in your{" "}
        <Link href="/account#emails" className="text-ink underline underline-offset-4">
          e-mail preferences
        </Link>
        .
      </p>
    );
  return (
    <div className="mt-10 space-y-8">
      <p className="text-lg text-ink-soft">The posts we sent you, newest first.</p>
      {posts.map((post) => (
        <PostCopy key={post.id} subject={post.subject} sentAt={post.sentAt} html={post.html} />
      ))}
    </div>
  );
}
