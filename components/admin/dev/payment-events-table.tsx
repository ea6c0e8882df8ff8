import { utcTime } from "@/components/admin/format";
import type { recentPaymentEvents } from "@/lib/admin/diagnostics";

export function PaymentEventsTable({ events }: { events: Awaited<ReturnType<typeof recentPaymentEvents>> }) {
  if (events.length === 0) return <p className="text-ink-soft">No payment events received yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[560px] text-left text-sm">
        <thead className="text-xs uppercase tracking-wide text-ink-soft">
          <tr>
            <th className="py-2 pr-3 font-medium">Received</th>
            <th className="py-2 pr-3 font-medium">Type</th>
            <th className="py-2 pr-3 font-medium">Outcome</th>
            <th className="py-2 font-medium">Event</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id} className="border-t border-ink/10">
              <td className="py-2 pr-3 whitespace-nowrap">{utcTime(event.receivedAt)}</td>
              <td className="py-2 pr-3 font-mono text-xs">{event.type}</td>
              <td className="py-2 pr-3">
                {event.outcome ?? "unprocessed"}
                {event.error && <span className="text-rose-800"> · {event.error}</span>}
              </td>
              <td className="py-2 font-mono text-xs break-all">{event.id}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
