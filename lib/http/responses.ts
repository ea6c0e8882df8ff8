// Refusals: a status and one sentence, never a stack trace. `refusal` is plain text for the edge;
// `jsonRefusal` is what the shop's own JSON routes answer (a title and a sentence).

export function refusal(status: 400 | 403 | 413, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
  });
}

/** A JSON route's refusal: `{ error: title, message }`, never cached. */
export function jsonRefusal(status: number, title: string, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error: title, message }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}
