// Plain refusals for the edge: a status and one sentence, never a stack trace.

export function refusal(status: 400 | 403 | 413, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
  });
}
