/**
 * What the seeker reads of an invitation, in the language they applied in: the NoticeMessage, the
 * SMS and the e-mail (with its .ics). Times are written in China's time zone (UTC+8, the product's
 * market) with the zone named; the calendar entry carries UTC and shows in the reader's own zone.
 */
import { companyTimeText } from '../../../../common/company-time.ts';
import type { Lang } from '../../../../common/states.ts';
import { INTERVIEW_DEFAULT_MINUTES, INVITATION_VALID_HOURS } from '../../../../common/interviews.ts';
import type { OutgoingMessage } from '../../code/senders.ts';
import { invitationIcs } from './ics.ts';

export interface InvitationText {
  invitationId: number;
  companyName: string;
  positionName: string;
  interviewAt: Date;
  place: string;
  contactName: string;
  contactPhone: string;
  message: string | null;
  expiresAt: Date;
}

/** `2026-12-01 14:30 (UTC+8)`: the company's clock, said so. */
export function localTime(d: Date): string {
  return `${companyTimeText(d)} (UTC+8)`;
}

const LINES: Readonly<Record<Lang, (i: InvitationText) => string[]>> = {
  'zh-CN': (i) => [
    `${i.companyName}邀请您参加“${i.positionName}”的面试。`,
    `时间：${localTime(i.interviewAt)}`,
    `地点：${i.place}`,
    `联系人：${i.contactName} ${i.contactPhone}`,
    ...(i.message ? [`留言：${i.message}`] : []),
    `请在${localTime(i.expiresAt)}前（${INVITATION_VALID_HOURS}小时内）在“我的求职”中接受或拒绝。`,
  ],
  'zh-TW': (i) => [
    `${i.companyName}邀請您參加「${i.positionName}」的面試。`,
    `時間：${localTime(i.interviewAt)}`,
    `地點：${i.place}`,
    `聯絡人：${i.contactName} ${i.contactPhone}`,
    ...(i.message ? [`留言：${i.message}`] : []),
    `請在${localTime(i.expiresAt)}前（${INVITATION_VALID_HOURS}小時內）在「我的求職」中接受或拒絕。`,
  ],
  en: (i) => [
    `${i.companyName} invites you to an interview for “${i.positionName}”.`,
    `Time: ${localTime(i.interviewAt)}`,
    `Place: ${i.place}`,
    `Contact: ${i.contactName} ${i.contactPhone}`,
    ...(i.message ? [`Message: ${i.message}`] : []),
    `Accept or decline under “My applications” before ${localTime(i.expiresAt)} (within ${INVITATION_VALID_HOURS} hours).`,
  ],
};

const SUBJECT: Readonly<Record<Lang, (i: InvitationText) => string>> = {
  'zh-CN': (i) => `面试邀请：${i.companyName} · ${i.positionName}`,
  'zh-TW': (i) => `面試邀請：${i.companyName} · ${i.positionName}`,
  en: (i) => `Interview invitation: ${i.companyName} · ${i.positionName}`,
};

/** The push notice: the invitation in one line. */
export function invitationNotice(i: InvitationText, lang: Lang): string {
  const [first, time, place] = LINES[lang](i);
  return `${first} ${time} ${place}`;
}

/** The e-mail (with the calendar request) and the SMS, to whichever of the two the seeker has. */
export function invitationMessages(
  i: InvitationText,
  lang: Lang,
  to: { name: string; email: string | null; phone: string | null },
  mailFrom: string,
  now: Date,
): OutgoingMessage[] {
  const body = LINES[lang](i).join('\n');
  const out: OutgoingMessage[] = [];
  if (to.email) {
    const domain = /@([^>\s]+)/.exec(mailFrom)?.[1] ?? 'recruit';
    const calendar = invitationIcs({
      invitationId: i.invitationId,
      domain,
      start: i.interviewAt,
      minutes: INTERVIEW_DEFAULT_MINUTES,
      summary: SUBJECT[lang](i),
      location: i.place,
      description: body,
      attendee: { name: to.name, email: to.email },
      stamp: now,
    });
    out.push({ channel: 'mail', target: to.email, subject: SUBJECT[lang](i), body, calendar });
  }
  if (to.phone) out.push({ channel: 'sms', target: to.phone, subject: SUBJECT[lang](i), body: LINES[lang](i).slice(0, 4).join(' ') });
  return out;
}
