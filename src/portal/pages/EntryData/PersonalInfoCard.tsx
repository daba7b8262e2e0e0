/** 个人信息 for onboarding (ResumeUserInfo): ID number, native place, address, emergency contact, bank. */
import { useState } from 'react';
import { useApiQuery, setAnswer } from '../../../shell/query.ts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { editUserInfo } from '../../resume-api/entry.ts';
import type { UserInfoData } from '../../resume-api/types.ts';
import { Fact, FormActions, SectionCard } from '../CompleteData/shared/SectionCard.tsx';
import { FieldGrid, TextInput } from '../CompleteData/shared/fields.tsx';
import { useSectionForm } from '../CompleteData/shared/useSectionForm.ts';
import {
  USER_INFO_FIELDS,
  USER_INFO_MAX,
  USER_INFO_REQUIRED,
  userInfoDraft,
  userInfoInput,
  userInfoIssues,
  type UserInfoDraft,
  type UserInfoField,
} from './rules.ts';

const WIDE: readonly UserInfoField[] = ['address'];
/** The longest label (紧急联系人电话) fits, so the values line up. */
const LABEL_WIDTH = 104;

function UserInfoForm({ data, onSaved, onCancel }: { data: UserInfoData; onSaved: (d: UserInfoData) => void; onCancel: () => void }) {
  const { t } = useTranslation('resume');
  const form = useSectionForm<UserInfoDraft>({
    initial: () => userInfoDraft(data),
    check: userInfoIssues,
    save: async (d) => onSaved((await editUserInfo(userInfoInput(d))).data),
    serverPrefix: 'data.',
  });
  return (
    <>
      <FieldGrid>
        {USER_INFO_FIELDS.map((f) => (
          <Box key={f} sx={{ gridColumn: WIDE.includes(f) ? '1 / -1' : undefined }}>
            <TextInput
              label={t(`entry.fields.${f}`)}
              value={form.draft[f]}
              onChange={(v) => form.set(f, v)}
              error={form.error(f)}
              testId={`info-${f}`}
              required={USER_INFO_REQUIRED.includes(f)}
              maxLength={USER_INFO_MAX[f]}
              inputMode={f === 'emergencyPhone' ? 'tel' : f === 'bankCard' ? 'numeric' : undefined}
            />
          </Box>
        ))}
      </FieldGrid>
      <FormActions saving={form.saving} onCancel={onCancel} onSave={() => void form.submit()} testId="info" />
    </>
  );
}

/** The ID and bank card are shown masked: the page may be open on a shared screen. */
function masked(f: UserInfoField, v: string | undefined): string {
  if (!v || (f !== 'idNumber' && f !== 'bankCard')) return v ?? '';
  return v.length <= 8 ? v : `${v.slice(0, 4)}${'*'.repeat(v.length - 8)}${v.slice(-4)}`;
}

export function PersonalInfoCard() {
  const { t } = useTranslation('resume');
  const info = useApiQuery('/ResumeUserInfo/GetResumeUserInfoDetails');
  // A failed read shows an empty card (the HTTP client said why).
  const data: UserInfoData | null = info.isError ? {} : (info.data?.data ?? null);
  const [chosen, setEditing] = useState<boolean | null>(null);
  // Nothing given yet: the form opens straight away.
  const editing = chosen ?? (!info.isError && info.data !== undefined && !info.data.data.idNumber);
  // The save answers the details: they are the read's answer now.
  const setData = (d: UserInfoData) => setAnswer('/ResumeUserInfo/GetResumeUserInfoDetails', undefined, { data: d });
  const missing = data !== null && USER_INFO_REQUIRED.some((f) => !data[f]);
  return (
    <SectionCard
      id="userInfo"
      title={t('entry.personal')}
      missing={missing}
      action={editing || !data ? null : 'edit'}
      onAction={() => setEditing(true)}
    >
      {!data ? (
        <LinearProgress />
      ) : editing ? (
        <UserInfoForm
          data={data}
          onCancel={() => setEditing(false)}
          onSaved={(d) => {
            setData(d);
            setEditing(false);
          }}
        />
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3 }}>
          {USER_INFO_FIELDS.map((f) => (
            <Fact key={f} label={t(`entry.fields.${f}`)} value={masked(f, data[f])} testId={`info-view-${f}`} labelWidth={LABEL_WIDTH} />
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
