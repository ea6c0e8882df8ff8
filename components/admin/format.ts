// How the admin screens write sizes and times (UTC, as the figures are computed); money is lib/money.ts.

export function fileSize(bytes: number | null): string {
  if (bytes === null) return "-";
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const utc = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export function utcTime(value: Date | string | null): string {
  return value === null ? "-" : `${utc.format(new Date(value))} UTC`;
}
