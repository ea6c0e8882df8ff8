-- The key the editor makes for a new post, so the same save sent twice creates one post (lib/posts/posts.ts, savePost).
ALTER TABLE "posts" ADD COLUMN     "draft_key" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "posts_draft_key_key" ON "posts"("draft_key");
