/**
 * The two cards of an application the seeker answers: the interview invitation (time, place,
 * contact, message; 72 hours to answer) and the offer (position, department, salary, entry date,
 * place, validity; the letter as a PDF in a dialog).
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import { api } from '../../../shell/api.ts';
import { currentLang } from '../../../shell/i18n.ts';
import { PdfPreviewDialog } from '../../../widgets/pdf-preview/PdfPreviewDialog.tsx';
import type { DeliveryItem } from '../../api/types.ts';
import { AnswerCard, useCardT } from './AnswerCard.tsx';

type Invitation = NonNullable<DeliveryItem['invitation']>;
type Offer = NonNullable<DeliveryItem['offer']>;

const timeText = (iso: string) => new Date(iso).toLocaleString(currentLang(), { dateStyle: 'medium', timeStyle: 'short' });
const dayText = (day: string | null) => (day ? new Date(`${day}T00:00:00`).toLocaleDateString(currentLang(), { dateStyle: 'long' }) : null);

export function InvitationCard({ recordId, invitation: i }: { recordId: number; invitation: Invitation }) {
  const t = useCardT();
  const place = [i.officePlaceName && `${i.officePlaceName} ${i.officePlaceAddress ?? ''}`.trim(), i.place].filter(Boolean).join(' · ');
  const answer = (action: 'AcceptInvitation' | 'DeclineInvitation') => () =>
    api.post(`/ResumeDeliveryRecord/User/${action}`, { id: recordId });
  return (
    <AnswerCard
      testId="invitation-card"
      title={t('card.invitationTitle')}
      state={i.state}
      facts={[
        { label: t('card.time'), value: timeText(i.interviewAt) },
        { label: t('card.place'), value: place },
        { label: t('card.contact'), value: [i.contactName, i.contactPhone].filter(Boolean).join(' ') },
        { label: t('card.message'), value: i.message },
      ]}
      note={i.state === 'pending' ? t('card.answerBy', { time: timeText(i.expiresAt) }) : undefined}
      answers={
        i.state === 'pending'
          ? {
              accept: { label: t('card.acceptInvitation'), confirm: t('card.confirmAcceptInvitation'), run: answer('AcceptInvitation') },
              decline: {
                label: t('card.declineInvitation'),
                confirm: t('card.confirmDeclineInvitation'),
                run: answer('DeclineInvitation'),
              },
            }
          : undefined
      }
    />
  );
}

const UNIT: Readonly<Record<number, string>> = { 1: '1', 2: '2', 3: '3', 4: '4' };

export function OfferCard({ recordId, offer: o }: { recordId: number; offer: Offer }) {
  const t = useCardT();
  const [reading, setReading] = useState(false);
  const answer = (action: 'AcceptOffer' | 'DeclineOffer') => () => api.post(`/ResumeDeliveryRecord/User/${action}`, { id: recordId });
  const salary = `${o.salary.toLocaleString(currentLang())} ${t(`units.${UNIT[o.salaryUnit] ?? '1'}`)}`;
  return (
    <>
      <AnswerCard
        testId="offer-card"
        title={t('card.offerTitle')}
        state={o.state}
        facts={[
          { label: t('card.position'), value: o.positionName },
          { label: t('card.dept'), value: o.deptName },
          { label: t('card.salary'), value: salary },
          { label: t('card.entryDate'), value: dayText(o.entryDate) },
          { label: t('card.place'), value: o.place },
        ]}
        note={o.state === 'sent' ? t('card.validUntil', { date: dayText(o.validUntil) }) : undefined}
        extra={
          <Button size="small" variant="text" onClick={() => setReading(true)} data-testid="offer-card-view" sx={{ px: 0.5 }}>
            {t('card.view')}
          </Button>
        }
        answers={
          o.state === 'sent'
            ? {
                accept: { label: t('card.acceptOffer'), confirm: t('card.confirmAcceptOffer'), run: answer('AcceptOffer') },
                decline: { label: t('card.declineOffer'), confirm: t('card.confirmDeclineOffer'), run: answer('DeclineOffer') },
              }
            : undefined
        }
      />
      <PdfPreviewDialog
        open={reading}
        title={`${t('card.letter')} · ${o.positionName}`}
        source={`offer-letter:${o.id}`}
        load={async () => (await api.download('/ResumeDeliveryRecord/User/GetOfferPdf', { id: recordId })).blob.arrayBuffer()}
        texts={{ loading: t('card.loading'), failed: t('card.failed'), close: t('card.close') }}
        onClose={() => setReading(false)}
      />
    </>
  );
}
