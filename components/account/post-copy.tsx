// One post on the account's News page: its subject, the day it was sent and its body. The HTML comes
// from the post's Markdown (lib/posts/markdown.ts), where raw HTML is escaped and links are only web
// and mail addresses, so it is safe to set as the article's content.
const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

export function PostCopy({ subject, sentAt, html }: { subject: string; sentAt: Date; html: string }) {
  return (
    <article className="rounded-2xl border border-ink/10 bg-white/70 p-5 md:p-7" data-testid="news-post">
      <p className="text-sm text-ink-soft">
        <time dateTime={sentAt.toISOString()}>{day.format(sentAt)}</time>
      </p>
      <h2 className="mt-1 font-serif text-2xl font-semibold break-words">{subject}</h2>
      <div
        className="mt-4 leading-relaxed break-words [&_a]:underline [&_a]:underline-offset-4 [&_blockquote]:border-l-4 [&_blockquote]:border-beige [&_blockquote]:pl-4 [&_blockquote]:text-ink-soft [&_h1]:font-serif [&_h1]:text-2xl [&_h1]:font-semibold [&_h2]:font-serif [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_ul]:list-disc [&_ul]:pl-5 [&>*+*]:mt-3"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </article>
  );
}
