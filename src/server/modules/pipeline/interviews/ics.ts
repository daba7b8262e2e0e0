/**
 * The interview invitation as an iCalendar request (RFC 5545): one VEVENT, times in UTC, a UID stable
 * per invitation (a re-sent copy updates the same calendar entry), text escaped and lines folded at 75
 * octets. A dozen lines, so no library: the `ics` package would bring a validation library along.
 */

export interface CalendarInvite {
  invitationId: number;
  /** The host the UID is scoped to (the mail domain). */
  domain: string;
  start: Date;
  minutes: number;
  summary: string;
  location: string;
  description: string;
  organizer?: { name: string; email: string } | undefined;
  attendee?: { name: string; email: string } | undefined;
  stamp: Date;
  /** Raised by each reschedule of the same invitation (same UID): calendars replace the entry. 0 when left out. */
  sequence?: number | undefined;
}

/** `YYYYMMDDTHHMMSSZ` */
export const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values: backslash, semicolon, comma and line breaks escaped. */
export const escapeText = (v: string) => v.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A content line folded to 75 octets (a continuation starts with a space), never inside a UTF-8 character. */
export function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const param = (v: string) => `"${v.replace(/"/g, "'")}"`;

export function invitationIcs(i: CalendarInvite): string {
  const end = new Date(i.start.getTime() + i.minutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//recruit//interview invitation//ZH',
    'CALSCALE:GREGORIAN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `UID:interview-invitation-${i.invitationId}@${i.domain}`,
    `DTSTAMP:${utcStamp(i.stamp)}`,
    `DTSTART:${utcStamp(i.start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(i.summary)}`,
    `LOCATION:${escapeText(i.location)}`,
    `DESCRIPTION:${escapeText(i.description)}`,
    ...(i.organizer ? [`ORGANIZER;CN=${param(i.organizer.name)}:mailto:${i.organizer.email}`] : []),
    ...(i.attendee
      ? [`ATTENDEE;CN=${param(i.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${i.attendee.email}`]
      : []),
    'STATUS:CONFIRMED',
    `SEQUENCE:${i.sequence ?? 0}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
