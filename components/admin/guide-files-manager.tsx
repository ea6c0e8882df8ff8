"use client";
// The admin's PDF manager: every guide's desktop and mobile file, a file input for each with an
// upload progress bar, previews, and "Refresh Guides". Loads its list from /api/admin/guides (a
// failed load shows "Network Error" with Retry); uploads PUT the raw file so progress can be shown.
import { useCallback, useEffect, useState } from "react";
import { toast } from "@/lib/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import type { GuideFileStatus, GuideLayout } from "@/lib/admin/guide-files";
import { fileSize, utcTime } from "./format";
import { NetworkError } from "./access-states";

type LoadState = { status: "loading" } | { status: "error" } | { status: "ready"; guides: GuideFileStatus[]; directUpload: boolean };
type UploadError = { error?: string; message?: string };

const MAX_BYTES = 50 * 1024 * 1024;

/** A PUT with upload progress (fetch cannot report it). */
function putWithProgress(url: string, file: File, onProgress: (percent: number) => void): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("PUT", url);
    request.setRequestHeader("Content-Type", "application/pdf");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => resolve({ status: request.status, text: request.responseText });
    request.onerror = () => resolve({ status: 0, text: "" });
    request.send(file);
  });
}

function parseAnswer(text: string): UploadError {
  try {
    return JSON.parse(text) as UploadError;
  } catch {
    // A proxy's or the bucket's non-JSON answer: the status says enough.
    return {};
  }
}

const CONNECTION_FAILED: UploadError = { error: "Upload failed", message: "The connection failed. The previous file is unchanged." };

/** Through the app (local storage), or straight to S3 with a presigned PUT and then a check by the app. */
async function uploadPdf(
  guideId: string,
  layout: GuideLayout,
  file: File,
  direct: boolean,
  onProgress: (percent: number) => void,
): Promise<{ ok: boolean; body: UploadError }> {
  const route = `/api/admin/uploads/${guideId}/${layout}`;
  if (!direct) {
    const answer = await putWithProgress(route, file, onProgress);
    return answer.status === 0 ? { ok: false, body: CONNECTION_FAILED } : { ok: answer.status < 300, body: parseAnswer(answer.text) };
  }
  const step = (body: object) => fetch(route, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  try {
    const start = await step({ step: "start" });
    const started = (await start.json()) as UploadError & { url?: string; uploadKey?: string };
    if (!start.ok || !started.url || !started.uploadKey) return { ok: false, body: started };
    const sent = await putWithProgress(started.url, file, onProgress);
    if (sent.status < 200 || sent.status >= 300) return { ok: false, body: CONNECTION_FAILED };
    const finish = await step({ step: "finish", uploadKey: started.uploadKey });
    return { ok: finish.ok, body: (await finish.json()) as UploadError };
  } catch {
    return { ok: false, body: CONNECTION_FAILED };
  }
}

function FileCell({ guide, layout, direct, onUploaded }: { guide: GuideFileStatus; layout: GuideLayout; direct: boolean; onUploaded: () => void }) {
  const [progress, setProgress] = useState<number | null>(null);
  const file = guide[layout];
  const label = layout === "desktop" ? "Desktop" : "Mobile";
  const inputId = `pdf-${guide.id}-${layout}`;

  async function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    if (!chosen) return;
    // A first answer in the browser; the server checks the content again and decides.
    if (!chosen.type.includes("pdf") && !chosen.name.toLowerCase().endsWith(".pdf")) {
      toast.error("Invalid file type", { description: "Please upload a PDF file." });
      input.value = "";
      return;
    }
    if (chosen.size > MAX_BYTES) {
      toast.error("File too large", { description: "A guide PDF may be at most 50 MB." });
      input.value = "";
      return;
    }
    setProgress(0);
    const result = await uploadPdf(guide.id, layout, chosen, direct, setProgress);
    setProgress(null);
    input.value = "";
    if (result.ok) {
      toast.success("Upload complete", { description: `${guide.title}: new ${label.toLowerCase()} PDF saved.` });
      onUploaded();
    } else {
      toast.error(result.body.error ?? "Upload failed", { description: result.body.message ?? "The previous file is unchanged." });
    }
  }

  return (
    <div className="min-w-0 space-y-2 rounded-xl border border-ink/10 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium">{label}</span>
        <Badge variant={file.present ? "soft" : "default"}>{file.present ? "Uploaded" : "Missing"}</Badge>
        <span className="text-xs text-ink-soft" data-testid={`size-${guide.id}-${layout}`}>
          {fileSize(file.sizeBytes)}
        </span>
      </div>
      <p className="text-xs text-ink-soft">Last upload: {file.lastUpload ? utcTime(file.lastUpload) : "seed file"}</p>
      <label htmlFor={inputId} className="sr-only">
        {`Upload ${label} PDF for ${guide.title}`}
      </label>
      <input
        id={inputId}
        type="file"
        accept="application/pdf,.pdf"
        disabled={progress !== null}
        onChange={(event) => void onChange(event)}
        className="block w-full text-xs file:mr-3 file:rounded-full file:border-0 file:bg-beige file:px-3 file:py-1.5 file:text-xs file:font-medium"
      />
      {progress !== null && <Progress value={progress} aria-label={`Uploading ${label} PDF for ${guide.title}`} />}
      {file.present && (
        <a
          href={`/api/guides/${guide.id}/download?format=${layout}&disposition=inline`}
          target="_blank"
          rel="noopener"
          className="inline-block text-sm font-medium underline underline-offset-4"
        >
          View {label}
          <span className="sr-only"> ({guide.title})</span>
        </a>
      )}
    </div>
  );
}

export function GuideFilesManager() {
  const [state, setState] = useState<LoadState>({ status: "loading" });

  const load = useCallback(async () => {
    setState((previous) => (previous.status === "ready" ? previous : { status: "loading" }));
    try {
      const response = await fetch("/api/admin/guides", { cache: "no-store" });
      if (response.status === 401 || response.status === 403) {
        toast.error("Access Denied", { description: "You don't have admin privileges to access this page." });
        setState({ status: "error" });
        return;
      }
      if (!response.ok) throw new Error(`status ${response.status}`);
      const body = (await response.json()) as { guides: GuideFileStatus[]; directUpload: boolean };
      setState({ status: "ready", guides: body.guides, directUpload: body.directUpload });
    } catch {
      toast.error("Error loading guides");
      setState({ status: "error" });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  if (state.status === "loading")
    return (
      <p role="status" className="py-12 text-center text-ink-soft">
        Loading guides...
      </p>
    );
  if (state.status === "error") return <NetworkError onRetry={() => void load()} />;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-soft">{state.guides.length} guides. A new file replaces the old one for every owner at once.</p>
        <Button variant="outline" size="sm" onClick={() => void load()}>
          Refresh Guides
        </Button>
      </div>
      <ul className="mt-4 space-y-3">
        {state.guides.map((guide) => (
          <li key={guide.id} className="rounded-2xl border border-ink/10 bg-white/60 p-4">
            <div className="flex flex-wrap items-baseline gap-x-3">
              <h2 className="font-serif text-lg font-semibold">{guide.title}</h2>
              <span className="font-mono text-xs text-ink-soft">{guide.id}</span>
            </div>
            <div className="mt-3 grid gap-3 md:grid-cols-2">
              <FileCell guide={guide} layout="desktop" direct={state.directUpload} onUploaded={() => void load()} />
              <FileCell guide={guide} layout="mobile" direct={state.directUpload} onUploaded={() => void load()} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
