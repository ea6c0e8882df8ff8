// How the admin screens write money, sizes and times (UTC, as the figures are computed).
export function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

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
