// Date helpers of the portal: display formats and the date-time inputs of the editor.

/** 'Mar 3, 2026', or '—' without a date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * The value of a datetime-local input: the first 16 characters of an ISO string
 * (YYYY-MM-DDTHH:mm), in the browser's local time so the field shows the time that was entered.
 */
export function toDateTimeInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:00`;
  return local.slice(0, 16);
}

/** A datetime-local value back to an ISO timestamp; empty or invalid gives null. */
export function fromDateTimeInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** YYYY-MM-DD of a date in UTC (the analytics API's date format). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
