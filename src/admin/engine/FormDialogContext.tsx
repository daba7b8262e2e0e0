/**
 * The list's form dialog state. Create and edit bodies (generated or overridden) are plain
 * components, so they read what to edit and how to close from here.
 */
import { createContext, useContext } from 'react';
import type { RaRecord } from 'react-admin';

export type FormMode = 'create' | 'edit';

export interface FormDialogState {
  mode: FormMode;
  /** The row being edited (the dialog reloads it through the detail call). */
  record?: RaRecord;
}

export interface FormDialogApi extends FormDialogState {
  close: () => void;
}

export const FormDialogContext = createContext<FormDialogApi | null>(null);
export const OpenFormDialogContext = createContext<((s: FormDialogState) => void) | null>(null);

export function useFormDialog(): FormDialogApi {
  const api = useContext(FormDialogContext);
  if (!api) throw new Error('useFormDialog outside a resource form dialog');
  return api;
}

/** Opens the create or edit dialog of the list around the caller. */
export function useOpenFormDialog(): (s: FormDialogState) => void {
  const open = useContext(OpenFormDialogContext);
  if (!open) throw new Error('useOpenFormDialog outside a resource list');
  return open;
}
