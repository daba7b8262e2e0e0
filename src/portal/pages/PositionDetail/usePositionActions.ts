/**
 * The seeker's standing with one position: saved or not, and the open application if any. Visitors
 * without a session are sent to log in and come back here.
 */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { useToken } from '../../../shell/session.ts';
import { collect, isCollected, openDeliveryFor, uncollect } from '../../api/seeker.ts';
import { forget, useApi } from '../../api/useApi.ts';
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
  const saved = useApi(token ? `isCollect:${positionId}:${token}` : null, () => isCollected(positionId));
  const delivery = useApi(token ? `delivery:${positionId}:${token}` : null, () => openDeliveryFor(positionId));
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
        forget('collects:');
        forget(`isCollect:${positionId}:`);
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
      forget('deliveries:');
      delivery.reload();
    },
    toLogin,
  };
}
