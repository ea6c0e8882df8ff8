"use client";
// Download (saved under the specified file name) for an owned guide, from the shelf and the reader.
import { toast } from "@/lib/toast";

type Format = "desktop" | "mobile";
/** Hears why a download failed, to say it beside the button as well as in the toast. */
type OnError = (error: { title: string; message: string }) => void;

function fail(title: string, message: string, onError?: OnError) {
  toast.error(title, { description: message });
  onError?.({ title, message });
}

/** The shop answered but gave no link (the file is missing, storage is down): "… Failed". Anything else (no answer, a bug) is an "… Error". */
class LinkUnavailable extends Error {}

async function signedLink(guideId: string, format: Format, disposition: "attachment" | "inline", onError?: OnError): Promise<string> {
  const response = await fetch(`/api/guides/${guideId}/download?format=${format}&disposition=${disposition}`, {
    headers: { Accept: "application/json" },
  });
  const body = (await response.json().catch(() => ({}))) as { url?: string; error?: string; message?: string };
  if (response.status === 403) {
    fail("Access Denied", "You don't have access to this guide.", onError);
    throw new Error("forbidden");
  }
  if (!response.ok || !body.url) throw new LinkUnavailable(body.message ?? `status ${response.status}`);
  return body.url;
}

export async function downloadGuide(guideId: string, format: Format, onError?: OnError): Promise<boolean> {
  try {
    const url = await signedLink(guideId, format, "attachment", onError);
    const anchor = document.createElement("a");
    anchor.href = url;
    anchor.rel = "noopener";
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    return true;
  } catch (error) {
    if (error instanceof Error && error.message === "forbidden") return false;
    if (error instanceof LinkUnavailable)
      fail(
        "Download Failed",
        format === "mobile" ? "Unable to download the mobile guide. Please try again." : "Unable to download the guide. Please try again.",
        onError,
      );
    else fail("Download Error", "An error occurred while downloading the guide.", onError);
    return false;
  }
}
