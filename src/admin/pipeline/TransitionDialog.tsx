/**
 * The dialog of a transition that takes input (the engine opens it lazily for such rows): the
 * seeds' inappropriate dialog for `Inappropriate`, the offer dialog for `SendOffer`, else the row's own fields. It posts
 * `{ids, ...fields}` to the row's call and closes with done=true once the server moved them.
 */
import { Suspense, lazy } from 'react';
import type { Identifier, RaRecord } from 'react-admin';
import { TRANSITIONS, type TransitionName } from '../../common/pipeline.ts';
import { currentLang } from '../../shell/i18n.ts';
import { toastSuccess } from '../../shell/dialogs.tsx';
import { InappropriateDialog } from '../../widgets/inappropriate/InappropriateDialog.tsx';
import { FieldsDialog } from './FieldsDialog.tsx';
import { usePipelineT } from './i18n.ts';
import { postTransition } from './submit.ts';

// The offer dialog (fields beside the letter's preview) loads with its first use.
const OfferDialog = lazy(() => import('./offer/OfferDialog.tsx'));

export interface TransitionDialogProps {
  call: TransitionName;
  record?: RaRecord;
  selectedIds?: readonly Identifier[];
  open: boolean;
  onClose: (done: boolean) => void;
}

/** The row's name as the lists show it (the resume's name), when it has one. */
const nameOf = (record: RaRecord | undefined) => (record && typeof record.name === 'string' && record.name ? record.name : null);

export default function TransitionDialog({ call, record, selectedIds, open, onClose }: TransitionDialogProps) {
  const t = usePipelineT();
  if (!open) return null;
  const row = TRANSITIONS[call];
  const ids = record ? [Number(record.id)] : (selectedIds ?? []).map(Number);
  const label = row.label[currentLang()];
  const submit = (body: { ids: readonly number[] } & Record<string, unknown>) => postTransition(call, body);
  const close = (done: boolean) => {
    if (done) toastSuccess(t('transition.done', { action: label, count: ids.length }));
    onClose(done);
  };
  const name = nameOf(record);
  if (call === 'SendOffer' && ids.length === 1) {
    return (
      <Suspense fallback={null}>
        <OfferDialog id={ids[0]!} onClose={close} />
      </Suspense>
    );
  }
  if (call === 'Inappropriate') {
    return <InappropriateDialog open ids={ids} onSubmit={submit} onClose={close} title={name ? `${label} · ${name}` : undefined} />;
  }
  const subject = name ?? t('transition.selected', { count: ids.length });
  return <FieldsDialog row={row} title={label} subject={subject} ids={ids} onSubmit={submit} onClose={close} />;
}
