/**
 * The company-info screen's state: the loaded detail, the form and the office places, and one
 * save that sends what changed and takes the answer as the new baseline.
 */
import { useMemo, useState } from 'react';
import { toastSuccess } from '../../../../shell/dialogs.tsx';
import { isApiError } from '../../../../shell/http.ts';
import { invalidate, useApiMutation, useApiQuery } from '../../../../shell/query.ts';
import { useOrgT } from '../i18n.ts';
import { useForm } from '../useForm.ts';
import { companyPayload, companyRules, valuesOf, type CompanyValues } from './companyForm.ts';
import { hasPlaceErrors, mergePlaceErrors, placeErrors, rowsOf, serverPlaceErrors, type PlaceErrors, type PlaceRow } from './places.ts';

const EMPTY: CompanyValues = {
  name: '',
  shortName: '',
  logo: null,
  industry: '',
  sizeType: '',
  address: '',
  website: '',
  contactPhone: '',
  contactEmail: '',
  intro: '',
  published: false,
};

export type LoadState = 'loading' | 'failed' | 'ready';

export function useCompanyInfo() {
  const t = useOrgT();
  const rules = useMemo(() => companyRules(t), [t]);
  const form = useForm<CompanyValues>(EMPTY, rules);
  const detail = useApiQuery('/TenementCompanyInfo/GetCompanyInfoDetail');
  const saveInfo = useApiMutation('put', '/TenementCompanyInfo/UpdateCompanyInfoEntity');
  const [places, setPlaces] = useState<PlaceRow[]>([]);
  const [placesChecked, setPlacesChecked] = useState(false);
  const [serverPlaces, setServerPlaces] = useState<PlaceErrors[]>([]);
  const [saving, setSaving] = useState(false);
  const { reset } = form;

  // Every answer (the first, and the one read back after a save) is the form's new baseline.
  const original = detail.data ?? null;
  const [seen, setSeen] = useState(0);
  if (original && seen !== detail.dataUpdatedAt) {
    setSeen(detail.dataUpdatedAt);
    reset(valuesOf(original));
    setPlaces(rowsOf(original.officePlaces));
  }
  const status: LoadState = original ? 'ready' : detail.isError && !detail.isFetching ? 'failed' : 'loading';

  // Place rows show their messages once a save was tried, then as they are fixed.
  const errors: PlaceErrors[] = mergePlaceErrors(placesChecked ? placeErrors(places, t) : [], serverPlaces);
  const editPlaces = (rows: PlaceRow[]) => {
    setPlaces(rows);
    // Rows moved or changed: the server's messages no longer point at the right ones.
    setServerPlaces([]);
  };

  const save = async () => {
    if (!original) return;
    const fieldsOk = form.validate();
    setPlacesChecked(true);
    if (!fieldsOk || hasPlaceErrors(placeErrors(places, t))) return;
    const body = companyPayload(form.values, original, places);
    setSaving(true);
    try {
      if (Object.keys(body).length > 0) await saveInfo.mutateAsync(body);
      toastSuccess(t('common.saved'));
      // The server gives the new rows their ids: read them back so the next save keeps them.
      await invalidate('/TenementCompanyInfo/GetCompanyInfoDetail');
      setPlacesChecked(false);
    } catch (e) {
      form.takeServerErrors(e);
      if (isApiError(e)) setServerPlaces(serverPlaceErrors(e.errors, places.length));
    } finally {
      setSaving(false);
    }
  };

  return { status, retry: () => void detail.refetch(), original, form, places, setPlaces: editPlaces, placeErrors: errors, save, saving };
}
