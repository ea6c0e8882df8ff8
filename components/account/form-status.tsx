export type FormResult = { ok: boolean; message: string } | null;

/** The answer to a form, announced: a confirmation politely, an error at once. Space is kept so
 * the form does not jump when it appears. */
export function FormStatus({ result }: { result: FormResult }) {
  if (!result) return <p role="status" className="min-h-5 text-sm" />;
  return result.ok ? (
    <p role="status" className="min-h-5 text-sm font-medium text-vision-ink">
      {result.message}
    </p>
  ) : (
    <p role="alert" className="min-h-5 text-sm font-medium text-power-ink">
      {result.message}
    </p>
  );
}
