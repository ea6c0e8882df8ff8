// Posts: the owner's e-mails to the people who asked for news. The editor (a new post, or a scheduled
// one opened with ?edit=), then every post with its figures. The admin rule is checked here again.
import type { Metadata } from "next";
import { PostEditor } from "@/components/admin/posts/post-editor";
import { PostList } from "@/components/admin/posts/post-list";
import { requireAdmin } from "@/lib/auth/session";
import { editablePost, listPosts, postFormOptions } from "@/lib/posts/posts";

export const metadata: Metadata = { title: "Posts" };

type Props = { searchParams: Promise<{ edit?: string | string[] }> };

export default async function AdminPostsPage({ searchParams }: Props) {
  const admin = await requireAdmin();
  const { edit } = await searchParams;
  const editId = typeof edit === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(edit) ? edit : null;
  const [options, posts, editing] = await Promise.all([postFormOptions(), listPosts(), editId ? editablePost(editId) : null]);
  const strandNames = Object.fromEntries(options.strands.map((strand) => [strand.value, strand.label]));
  return (
    <div className="space-y-8">
      <div>
        <h1 className="font-serif text-3xl font-semibold md:text-4xl">Posts</h1>
        <p className="mt-2 max-w-2xl text-ink-soft">
          Write to the people who asked for news: everyone, the owners of a guide or of any guide in a strand, or the people in a running Atomic Year. Each post
          carries a one-click unsubscribe and lands on its readers&apos; News page.
        </p>
      </div>
      <section aria-labelledby="post-editor-title" className="space-y-3">
        <h2 id="post-editor-title" className="font-serif text-2xl font-semibold">
          {editing ? "Edit scheduled post" : editId ? "This post can no longer be edited" : "New post"}
        </h2>
        <PostEditor key={editing?.id ?? "new"} post={editing} guides={options.guides} strands={options.strands} adminEmail={admin.email} />
      </section>
      <section aria-labelledby="post-list-title" className="space-y-3">
        <h2 id="post-list-title" className="font-serif text-2xl font-semibold">
          All posts
        </h2>
        <PostList posts={posts} strands={strandNames} />
      </section>
    </div>
  );
}
