/**
 * What the seeker reads when their interview moves: the NoticeMessage, and an e-mail and SMS through
 * the existing sender; the e-mail's calendar entry keeps the invitation's UID with a higher SEQUENCE,
 * so the seeker's calendar moves the entry instead of adding a second one. In the language they applied in.
 */
import type { Deps } from '../../../deps.ts';
import type { Lang } from '../../../../common/states.ts';
import type { OutgoingMessage } from '../../code/senders.ts';
import { invitationIcs } from '../interviews/ics.ts';
import { localTime } from '../interviews/messages.ts';

export interface Rescheduled {
  invitationId: number;
  deliveryRecordId: number;
  userId: number;
  companyName: string;
  positionName: string;
  startsAt: Date;
  minutes: number;
  place: string;
  /** How many times the invitation was scheduled before (the calendar entry's SEQUENCE). */
  sequence: number;
  seeker: { name: string; email: string | null; phone: string | null };
}

const LINES: Readonly<Record<Lang, (r: Rescheduled) => string[]>> = {
  'zh-CN': (r) => [`${r.companyName}已调整“${r.positionName}”的面试安排。`, `新的时间：${localTime(r.startsAt)}`, `地点：${r.place}`],
  'zh-TW': (r) => [`${r.companyName}已調整「${r.positionName}」的面試安排。`, `新的時間：${localTime(r.startsAt)}`, `地點：${r.place}`],
  en: (r) => [
    `${r.companyName} has moved your interview for “${r.positionName}”.`,
    `New time: ${localTime(r.startsAt)}`,
    `Place: ${r.place}`,
  ],
};

const SUBJECT: Readonly<Record<Lang, (r: Rescheduled) => string>> = {
  'zh-CN': (r) => `面试时间调整：${r.companyName} · ${r.positionName}`,
  'zh-TW': (r) => `面試時間調整：${r.companyName} · ${r.positionName}`,
  en: (r) => `Interview rescheduled: ${r.companyName} · ${r.positionName}`,
};

export function rescheduleNotice(r: Rescheduled, lang: Lang): string {
  return LINES[lang](r).join(' ');
}

export function rescheduleMessages(r: Rescheduled, lang: Lang, mailFrom: string, now: Date): OutgoingMessage[] {
  const body = LINES[lang](r).join('\n');
  const out: OutgoingMessage[] = [];
  if (r.seeker.email) {
    const domain = /@([^>\s]+)/.exec(mailFrom)?.[1] ?? 'recruit';
    const calendar = invitationIcs({
      invitationId: r.invitationId,
      domain,
      start: r.startsAt,
      minutes: r.minutes,
      summary: SUBJECT[lang](r),
      location: r.place,
      description: body,
      attendee: { name: r.seeker.name, email: r.seeker.email },
      stamp: now,
      sequence: r.sequence,
    });
    out.push({ channel: 'mail', target: r.seeker.email, subject: SUBJECT[lang](r), body, calendar });
  }
  if (r.seeker.phone) out.push({ channel: 'sms', target: r.seeker.phone, subject: SUBJECT[lang](r), body: LINES[lang](r).join(' ') });
  return out;
}

/** After commit: the push, then the e-mail and the SMS. */
export async function sendReschedule(deps: Deps, r: Rescheduled, lang: Lang) {
  deps.hub.sendToUser(r.userId, 'NoticeMessage', {
    state: 200,
    message: rescheduleNotice(r, lang),
    data: { deliveryRecordId: r.deliveryRecordId, invitationId: r.invitationId },
  });
  for (const m of rescheduleMessages(r, lang, deps.config.mailFrom, deps.clock.now())) await deps.sender.send(m);
}
