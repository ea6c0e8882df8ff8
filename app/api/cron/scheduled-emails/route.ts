// The scheduled job: Vercel's cron calls GET every five minutes (vercel.json); POST does the same for
// other schedulers and for curl. A run drains what is due within its time budget (lib/scheduled/run.ts),
// a little under maxDuration; what is left waits for the next run. Only `Authorization: Bearer $CRON_SECRET` gets in, in every environment;
// without a configured secret nobody does. Nothing is read from the request but that header: the
// time is the server's own, so no caller can make the job act as if it were another day. The proxy
// does not see this path, so the malformed-host refusal is made here.
import { env } from "@/lib/env";
import { refuseMalformedHost } from "@/lib/http/host";
import { inRequest } from "@/lib/log/request";
import { runScheduledJobs } from "@/lib/scheduled/run";
import { isSameSecret } from "@/lib/signed-token";

/** Seconds the platform lets a run take (Vercel reads this export). */
export const maxDuration = 300;

/** The whole header against `Bearer $CRON_SECRET`, in constant time. */
function authorized(request: Request): boolean {
  const secret = env().CRON_SECRET;
  return Boolean(secret) && isSameSecret(request.headers.get("authorization"), `Bearer ${secret}`);
}

async function handle(request: Request): Promise<Response> {
  const badHost = refuseMalformedHost(request.headers);
  if (badHost) return badHost;
  if (!authorized(request)) {
    return new Response(null, { status: 401, headers: { "WWW-Authenticate": "Bearer", "Cache-Control": "no-store" } });
  }
  return inRequest(request, async () => {
    const report = await runScheduledJobs(new Date());
    return Response.json(report, { status: report.errors.length > 0 ? 500 : 200, headers: { "Cache-Control": "no-store" } });
  });
}

export const GET = handle;
export const POST = handle;
