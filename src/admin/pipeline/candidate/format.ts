/** Times as the back office shows them: local date and minute, the same in every language. */
const pad = (n: number) => String(n).padStart(2, '0');

export function when(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
