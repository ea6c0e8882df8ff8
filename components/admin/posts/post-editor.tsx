"use client";
// The post editor of /admin/posts: subject, Markdown body, audience, when to send, a test send and a
// live preview. The preview is the e-mail the server renders (a moment after typing stops) shown in a
// sandboxed frame (no scripts, no navigation); the audience's count is the server's, for the rule
// alone. A chosen time is the admin's local time, shown with their time zone; the server takes a time
// in the past as now and decides everything that is saved or sent.
import { useRouter } from "next/navigation";
import { useEffect, useId, useState, useTransition } from "react";
import { report } from "@/components/admin/use-admin-action";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { countPostAudience, previewPost, savePostAction, sendPostTest } from "@/lib/posts/actions";

export type AudienceKind = "all" | "guide" | "strand" | "atomic_year";
type EditablePost = {
  id: string;
  subject: string;
  body: string;
  audienceKind: AudienceKind;
  guide: string;
  strand: string;
  sendAt: string;
};

type Props = {
  post: EditablePost | null;
  guides: readonly { slug: string; title: string }[];
  strands: readonly { value: string; label: string }[];
  adminEmail: string;
};

const selectClass = "h-11 w-full rounded-xl border border-ink/20 bg-white px-3 text-sm";

/** `value` once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** An instant as the value of a datetime-local field, in this browser's time zone. */
function localInputValue(iso: string): string {
  const date = new Date(iso);
  const offset = date.getTimezoneOffset() * 60_000;
  return new Date(date.getTime() - offset).toISOString().slice(0, 16);
}

/** 128 random bits, base64url: getRandomValues also works where randomUUID does not (a page served over plain http). */
function newDraftKey(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export function PostEditor({ post, guides, strands, adminEmail }: Props) {
  const id = useId();
  const router = useRouter();
  const [subject, setSubject] = useState(post?.subject ?? "");
  const [body, setBody] = useState(post?.body ?? "");
  const [kind, setKind] = useState<AudienceKind>(post?.audienceKind ?? "all");
  const [guide, setGuide] = useState(post?.guide ?? guides[0]?.slug ?? "");
  const [strand, setStrand] = useState(post?.strand ?? strands[0]?.value ?? "");
  const [when, setWhen] = useState<"now" | "later">(post ? "later" : "now");
  const [at, setAt] = useState("");
  const [timeZone, setTimeZone] = useState("");
  const [testTo, setTestTo] = useState(adminEmail);
  const [preview, setPreview] = useState<string | null>(null);
  const [count, setCount] = useState<{ text: string; failed: boolean } | null>(null);
  const [saving, startSaving] = useTransition();
  // One key per new post written here: the same save sent twice creates it once.
  const [draftKey, setDraftKey] = useState(newDraftKey);
  const [testing, startTesting] = useTransition();

  // The browser's zone and the post's time in it are known only here, after hydration.
  useEffect(() => {
    setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
    if (post) setAt(localInputValue(post.sendAt));
  }, [post]);

  const audience = kind === "guide" ? { kind, guide } : kind === "strand" ? { kind, strand } : { kind };
  const audienceKey = JSON.stringify(audience);
  const settledAudience = useSettled(audienceKey, 250);
  useEffect(() => {
    let current = true;
    void countPostAudience(JSON.parse(settledAudience)).then((result) => {
      if (!current) return;
      setCount(
        result.ok
          ? { text: `${result.count} ${result.count === 1 ? "person" : "people"} will get this post`, failed: false }
          : { text: result.message, failed: true },
      );
    });
    return () => {
      current = false;
    };
  }, [settledAudience]);

  const settledDraft = useSettled(JSON.stringify({ subject, body }), 400);
  useEffect(() => {
    let current = true;
    void previewPost(JSON.parse(settledDraft)).then((result) => {
      if (current) setPreview(result.ok ? result.html : null);
    });
    return () => {
      current = false;
    };
  }, [settledDraft]);

  function save() {
    const sendAt = when === "later" && at ? new Date(at).toISOString() : null;
    startSaving(async () => {
      const result = await savePostAction({
        id: post?.id,
        subject,
        body,
        audience,
        sendAt,
        timeZone: timeZone || "UTC",
        draftKey: post ? undefined : draftKey,
      });
      if (!report(result)) return;
      if (post) router.push("/admin/posts");
      else {
        setSubject("");
        setBody("");
        setDraftKey(newDraftKey());
      }
      router.refresh();
    });
  }

  return (
    <form
      aria-label={post ? "Edit post" : "New post"}
      className="grid gap-6 rounded-2xl border border-ink/15 bg-white p-4 shadow-sm md:p-5 lg:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className="grid min-w-0 content-start gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-subject`}>Subject</Label>
          <Input id={`${id}-subject`} value={subject} onChange={(event) => setSubject(event.target.value)} maxLength={150} required />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-body`}>Post (Markdown)</Label>
          <Textarea
            id={`${id}-body`}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            rows={12}
            required
            className="font-mono text-sm"
            aria-describedby={`${id}-body-help`}
          />
          <p id={`${id}-body-help`} className="text-xs text-ink-soft">
            # Heading, **bold**, *italic*, - lists, [text](https://…). HTML is shown as typed; links go only to web and mail addresses.
          </p>
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-1.5 text-sm font-medium">Who gets it</legend>
          <p className="text-xs text-ink-soft">Always only people who chose news and whose address has not bounced.</p>
          <select aria-label="Audience" value={kind} onChange={(event) => setKind(event.target.value as AudienceKind)} className={selectClass}>
            <option value="all">Everyone who chose news</option>
            <option value="guide">Owners of a guide</option>
            <option value="strand">Owners of any guide in a strand</option>
            <option value="atomic_year">People in a running Atomic Year</option>
          </select>
          {kind === "guide" ? (
            <select aria-label="Guide" value={guide} onChange={(event) => setGuide(event.target.value)} className={selectClass}>
              {guides.map((candidate) => (
                <option key={candidate.slug} value={candidate.slug}>
                  {candidate.title}
                </option>
              ))}
            </select>
          ) : null}
          {kind === "strand" ? (
            <select aria-label="Strand" value={strand} onChange={(event) => setStrand(event.target.value)} className={selectClass}>
              {strands.map((candidate) => (
                <option key={candidate.value} value={candidate.value}>
                  {candidate.label}
                </option>
              ))}
            </select>
          ) : null}
          <p role="status" data-testid="audience-count" className={count?.failed ? "text-sm text-power-ink" : "text-sm font-medium"}>
            {count?.text ?? "Counting…"}
          </p>
        </fieldset>
        <fieldset className="grid gap-2">
          <legend className="mb-1.5 text-sm font-medium">When</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name={`${id}-when`} checked={when === "now"} onChange={() => setWhen("now")} /> Send now
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name={`${id}-when`} checked={when === "later"} onChange={() => setWhen("later")} /> At a chosen time
          </label>
          {when === "later" ? (
            <div className="grid gap-1">
              <Label htmlFor={`${id}-at`} className="text-xs!">
                Send at ({timeZone || "your time zone"})
              </Label>
              <Input id={`${id}-at`} type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} required className="h-10" />
              <p className="text-xs text-ink-soft">A time that has passed sends at once. You can edit or cancel it until it starts.</p>
            </div>
          ) : null}
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : post ? "Save changes" : when === "now" ? "Send now" : "Schedule post"}
          </Button>
          {post ? (
            <Button type="button" variant="ghost" onClick={() => router.push("/admin/posts")}>
              Stop editing
            </Button>
          ) : null}
        </div>
        <div className="flex flex-col gap-2 border-t border-ink/10 pt-4 sm:flex-row sm:items-end">
          <div className="grid flex-1 gap-1">
            <Label htmlFor={`${id}-test`} className="text-xs!">
              Test e-mail address
            </Label>
            <Input
              id={`${id}-test`}
              type="email"
              value={testTo}
              onChange={(event) => setTestTo(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") event.preventDefault();
              }}
              className="h-10"
            />
          </div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={testing}
            onClick={() => startTesting(async () => void report(await sendPostTest({ to: testTo, subject, body })))}
          >
            {testing ? "Sending..." : "Send test"}
          </Button>
        </div>
      </div>
      <div className="min-w-0 space-y-2">
        <p className="text-xs font-semibold uppercase tracking-wide text-ink-soft">Preview</p>
        <p className="rounded-lg bg-beige/60 px-3 py-2 text-sm" data-testid="preview-subject">
          <span className="text-ink-soft">Subject: </span>
          {subject}
        </p>
        <iframe
          title="Preview of the post"
          // No scripts, forms, popups or navigation: the rendered e-mail is shown, never run.
          sandbox=""
          srcDoc={preview ?? "<!doctype html><p style='font-family:sans-serif;color:#57534e;margin:16px'>Rendering…</p>"}
          className="h-[28rem] w-full rounded-xl border border-ink/10 bg-white md:h-[36rem]"
        />
      </div>
    </form>
  );
}
