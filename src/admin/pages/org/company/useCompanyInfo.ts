/**
 * The company-info screen's state: the loaded detail, the form and the office places, and one
 * save that sends what changed and takes the answer as the new baseline.
 */
import { useEffect, useMemo, useState } from 'react';
import { toastSuccess } from '../../../../shell/dialogs.tsx';
import { isApiError } from '../../../../shell/http.ts';
import { companyApi, type CompanyInfo } from '../api.ts';
import { useOrgT } from '../i18n.ts';
import { useForm } from '../useForm.ts';
import { companyPayload, companyRules, valuesOf, type CompanyValues } from './companyForm.ts';
import { hasPlaceErrors, mergePlaceErrors, placeErrors, rowsOf, serverPlaceErrors, type PlaceErrors, type PlaceRow } from './places.ts';

const EMPTY: CompanyValues = { name: '', shortName: '', logo: null, industry: '', sizeType: '', address: '', website: '', contactPhone: '', contactEmail: '', intro: '', published: false };

export type LoadState = 'loading' | 'failed' | 'ready';

export function useCompanyInfo() {
  const t = useOrgT();
  const rules = useMemo(() => companyRules(t), [t]);
  const form = useForm<CompanyValues>(EMPTY, rules);
  const [original, setOriginal] = useState<CompanyInfo | null>(null);
  const [status, setStatus] = useState<LoadState>('loading');
  const [attempt, setAttempt] = useState(0);
  const [places, setPlaces] = useState<PlaceRow[]>([]);
  const [placesChecked, setPlacesChecked] = useState(false);
  const [serverPlaces, setServerPlaces] = useState<PlaceErrors[]>([]);
  const [saving, setSaving] = useState(false);
  const { reset } = form;

  useEffect(() => {
    let live = true;
    setStatus('loading');
    companyApi.detail().then(
      (c) => {
        if (!live) return;
        setOriginal(c);
        reset(valuesOf(c));
        setPlaces(rowsOf(c.officePlaces ?? []));
        setStatus('ready');
      },
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
    };
  }, [attempt, reset]);

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
      if (Object.keys(body).length > 0) await companyApi.save(body);
      toastSuccess(t('common.saved'));
      // The server gives the new rows their ids: read them back so the next save keeps them.
      const fresh = await companyApi.detail();
      setOriginal(fresh);
      reset(valuesOf(fresh));
      setPlaces(rowsOf(fresh.officePlaces ?? []));
      setPlacesChecked(false);
    } catch (e) {
      form.takeServerErrors(e);
      if (isApiError(e)) setServerPlaces(serverPlaceErrors(e.errors, places.length));
    } finally {
      setSaving(false);
    }
  };

  return { status, retry: () => setAttempt((n) => n + 1), original, form, places, setPlaces: editPlaces, placeErrors: errors, save, saving };
}
