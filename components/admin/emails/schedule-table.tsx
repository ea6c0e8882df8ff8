"use client";
// The Email Schedules tab: every entry by day, with an inline edit of its day (0-365; the server
// turns a non-number into 0 and refuses anything outside the range), delete with confirmation,
// a test send, and the import and full-schedule buttons. Every change moves running programmes
// (the server recomputes their next e-mail).
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { toast } from "@/lib/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { createFullSchedule, deleteScheduleEntry, importTemplatesToSchedule, sendScheduleTest, updateScheduleDay } from "@/lib/admin/email-schedule-actions";
import type { EmailActionResult } from "@/lib/admin/email-action-rules";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { report } from "@/components/admin/use-admin-action";
import { useTestAddress } from "./test-address";

export type ScheduleRow = {
  id: string;
  day: number;
  description: string;
  isActive: boolean;
  template: { code: string; name: string; emailType: string; isActive: boolean };
};

function DayCell({ row, onSaved }: { row: ScheduleRow; onSaved: () => void }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(String(row.day));
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const errorId = useId();

  if (!editing) {
    return (
      <span className="flex items-center gap-2">
        <span className="w-10 tabular-nums" data-testid={`day-${row.template.code}`}>
          {row.day}
        </span>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Edit day of ${row.template.code}`}
          onClick={() => {
            setValue(String(row.day));
            setError(null);
            setEditing(true);
          }}
        >
          Edit
        </Button>
      </span>
    );
  }
  const save = () =>
    startTransition(async () => {
      const result = await updateScheduleDay({ id: row.id, days: value });
      if (result.ok) {
        report(result);
        setEditing(false);
        onSaved();
      } else {
        setError(result.message);
        report(result);
      }
    });
  return (
    <span className="flex flex-col gap-1">
      <span className="flex items-center gap-2">
        <Input
          aria-label={`Days after subscription for ${row.template.code}`}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          inputMode="numeric"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") save();
          }}
          className="h-9 w-20 px-2"
        />
        <Button size="sm" disabled={pending} onClick={save}>
          Save
        </Button>
        <Button size="sm" variant="ghost" disabled={pending} onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </span>
      {error && (
        <span id={errorId} role="alert" className="text-xs font-medium text-rose-800">
          {error}
        </span>
      )}
    </span>
  );
}

export function ScheduleTable({ rows }: { rows: ScheduleRow[] }) {
  const router = useRouter();
  const testId = useId();
  const [testTo, setTestTo] = useState(useTestAddress());
  const [pending, startTransition] = useTransition();
  const run = (action: () => Promise<EmailActionResult>) =>
    startTransition(async () => {
      if (report(await action())) router.refresh();
    });

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 rounded-2xl border border-ink/10 bg-white/70 p-4 md:flex-row md:items-end">
        <div className="grid flex-1 gap-1">
          <Label htmlFor={testId}>Test e-mail address</Label>
          <Input id={testId} type="email" value={testTo} onChange={(event) => setTestTo(event.target.value)} placeholder="you@example.com" />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={pending} onClick={() => run(importTemplatesToSchedule)}>
            Import Templates
          </Button>
          <Button disabled={pending} onClick={() => run(createFullSchedule)}>
            Create Full Schedule
          </Button>
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-ink/20 p-6 text-center text-ink-soft">
          The schedule is empty: import the templates or create the full schedule.
        </p>
      ) : (
        <Table containerClassName="rounded-2xl border border-ink/10 bg-white/70" className="min-w-[640px]">
          <TableCaption className="sr-only">The Atomic Year&apos;s e-mail schedule, by day after subscription</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead className="px-4!">Day</TableHead>
              <TableHead className="px-4!">E-mail</TableHead>
              <TableHead className="px-4!">Type</TableHead>
              <TableHead className="px-4! text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} className="align-top" data-schedule-code={row.template.code}>
                <TableCell className="px-4!">
                  <DayCell key={row.day} row={row} onSaved={() => router.refresh()} />
                </TableCell>
                <TableCell className="px-4!">
                  <span className="block font-medium">{row.template.name}</span>
                  <span className="font-mono text-xs text-ink-soft">{row.template.code}</span>
                  {(!row.isActive || !row.template.isActive) && <Badge className="ml-2">off</Badge>}
                </TableCell>
                <TableCell className="px-4!">{row.template.emailType}</TableCell>
                <TableCell className="px-4!">
                  <span className="flex justify-end gap-1">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={pending}
                      aria-label={`Send test of ${row.template.code}`}
                      onClick={() => {
                        if (!testTo.trim()) {
                          toast.error("Email Required", { description: "Please enter a test email address" });
                          return;
                        }
                        startTransition(async () => {
                          report(await sendScheduleTest({ id: row.id, to: testTo }));
                        });
                      }}
                    >
                      Send Test
                    </Button>
                    {row.isActive && (
                      <ConfirmButton
                        label="Delete"
                        buttonProps={{ variant: "ghost", disabled: pending, "aria-label": `Delete ${row.template.code} from the schedule` }}
                        title={`Delete ${row.template.name} (day ${row.day}) from the schedule?`}
                        description="Running programmes will not get it."
                        confirmLabel="Delete"
                        pendingLabel="Deleting..."
                        onConfirm={async () => {
                          if (report(await deleteScheduleEntry({ id: row.id }))) router.refresh();
                        }}
                      />
                    )}
                  </span>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
