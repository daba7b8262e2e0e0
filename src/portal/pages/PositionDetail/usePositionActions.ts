/**
 * The seeker's standing with one position: saved or not, and the open application if any. Visitors
 * without a session are sent to log in and come back here.
 */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { useToken } from '../../../shell/session.ts';
import { invalidate, useApiQuery } from '../../../shell/query.ts';
import { collect, uncollect } from '../../api/seeker.ts';
import type { OpenDelivery } from '../../api/types.ts';

export interface PositionActions {
  loggedIn: boolean;
  saved: boolean;
  savedKnown: boolean;
  toggleSave: () => void;
  saving: boolean;
  delivery: OpenDelivery | null | undefined;
  reloadDelivery: () => void;
  /** Send a visitor to the login page, coming back to this position. */
  toLogin: () => void;
}

export function usePositionActions(positionId: number): PositionActions {
  const { t } = useTranslation('portal');
  const token = useToken();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Asked for a session only (answers are dropped with the token).
  const saved = useApiQuery('/PositionInfo/GetIsCollect', token ? { positionId } : null);
  const delivery = useApiQuery('/ResumeDeliveryRecord/GetDeliveryRecordByPositionId', token ? { positionId } : null);
  const [override, setOverride] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const toLogin = () => void navigate(`/hr/login?redirect=${encodeURIComponent(pathname + search)}`);
  const isSaved = override ?? saved.data?.isCollect ?? false;
  const toggleSave = () => {
    if (!token) return toLogin();
    if (saving) return;
    setSaving(true);
    (isSaved ? uncollect(positionId) : collect(positionId)).then(
      () => {
        setOverride(!isSaved);
        // The saved list asks again when next shown; this page shows the new state by itself.
        void invalidate('/PositionCollect/GetList');
        toastSuccess(t(isSaved ? 'detail.unsaved' : 'detail.saved'));
        setSaving(false);
      },
      () => setSaving(false),
    );
  };
  return {
    loggedIn: token !== null,
    saved: isSaved,
    savedKnown: !token || saved.data !== undefined,
    toggleSave,
    saving,
    delivery: delivery.data,
    reloadDelivery: () => {
      // The open application asks again now, the application list when next shown.
      void invalidate('/ResumeDeliveryRecord/GetDeliveryRecordByPositionId', '/ResumeDeliveryRecord/User/GetList');
    },
    toLogin,
  };
}
