/** The resume to apply with: the online one (unless it lacks sections) or one of the attachments. */
import { type ReactNode, useId } from 'react';
import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Qualification, ResumesForDelivery } from '../../api/types.ts';
import { dayText } from '../../components/format.ts';
import { CompletenessBar } from '../../components/CompletenessMeter.tsx';

export interface Choice {
  type: 1 | 2;
  attachmentId?: number;
}

export function onlineUsable(resumes: ResumesForDelivery, qual: Qualification): boolean {
  return resumes.online !== null && qual.missing.length === 0;
}

export function defaultChoice(resumes: ResumesForDelivery, qual: Qualification): Choice | null {
  if (onlineUsable(resumes, qual)) return { type: 1 };
  const first = resumes.attachments[0];
  return first ? { type: 2, attachmentId: first.id } : null;
}

const sizeText = (bytes: number) =>
  bytes >= 1048576 ? `${(bytes / 1048576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function Option({
  on,
  disabled,
  onPick,
  title,
  sub,
  testId,
}: {
  on: boolean;
  disabled?: boolean;
  onPick: () => void;
  title: ReactNode;
  sub?: ReactNode;
  testId: string;
}) {
  // The radio is named by the option's title (the whole row is what a person clicks).
  const id = useId();
  return (
    <Box
      onClick={disabled ? undefined : onPick}
      data-testid={testId}
      data-on={on ? 'true' : 'false'}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1.25,
        pr: 2,
        border: 1,
        borderRadius: 2,
        cursor: disabled ? 'default' : 'pointer',
        opacity: disabled ? 0.6 : 1,
        borderColor: on ? 'primary.main' : 'divider',
        bgcolor: on ? 'rgba(37,99,235,0.04)' : 'transparent',
      }}
    >
      <Radio
        checked={on}
        disabled={disabled}
        size="small"
        slotProps={{ input: { 'aria-labelledby': `${id}-title`, ...(sub ? { 'aria-describedby': `${id}-sub` } : {}) } }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography id={`${id}-title`} sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {title}
        </Typography>
        {sub && (
          <Box id={`${id}-sub`} sx={{ color: 'text.secondary', fontSize: 13, mt: 0.25 }}>
            {sub}
          </Box>
        )}
      </Box>
    </Box>
  );
}

export function ResumeChoice({
  resumes,
  qual,
  value,
  onChange,
  completeLink,
}: {
  resumes: ResumesForDelivery;
  qual: Qualification;
  value: Choice | null;
  onChange: (c: Choice) => void;
  completeLink: ReactNode;
}) {
  const { t } = useTranslation('portal');
  const online = resumes.online;
  const percent = online?.completeness.percent ?? 0;
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="resume-choice" role="radiogroup" aria-label={t('apply.choose')}>
      <Typography sx={{ fontWeight: 700 }}>{t('apply.choose')}</Typography>
      <Option
        testId="choice-online"
        on={value?.type === 1}
        disabled={!onlineUsable(resumes, qual)}
        onPick={() => onChange({ type: 1 })}
        title={t('apply.online')}
        sub={
          online ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <CompletenessBar percent={percent} sx={{ width: 90, height: 6, borderRadius: 3 }} />
              {t('apply.completeness', { percent })}
            </Box>
          ) : (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {t('apply.noOnline')} {completeLink}
            </Box>
          )
        }
      />
      {resumes.attachments.map((a) => (
        <Option
          key={a.id}
          testId="choice-attachment"
          on={value?.type === 2 && value.attachmentId === a.id}
          onPick={() => onChange({ type: 2, attachmentId: a.id })}
          title={a.name}
          sub={`${t('apply.attachment')} · ${sizeText(a.size)} · ${dayText(a.createdAt)}`}
        />
      ))}
      {resumes.attachments.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('apply.noAttachments')}
        </Typography>
      )}
    </Box>
  );
}
