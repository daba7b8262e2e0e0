/**
 * The toolbar's `upload` button: picks files (the button's `accept`) and posts them as multipart
 * field `files`, with the button's `formFields`, to its `api` call; then says how many were stored
 * and reloads the list. The server judges each file by its content and refuses the batch in its
 * own words (shown by the transfer), so a picker's filter is only a convenience.
 */
import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import UploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { postForm } from '../../../widgets/upload/transfer.ts';
import type { ButtonState } from '../buttons.ts';
import { buttonLabel } from '../labels.ts';

export function UploadButton({ state }: { state: ButtonState }) {
  const t = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const { api, accept, formFields } = state.button;
  const send = async (files: File[]) => {
    if (!api || !files.length) return;
    const form = new FormData();
    for (const [k, v] of Object.entries(formFields ?? {})) form.append(k, v);
    for (const f of files) form.append('files', f, f.name);
    setBusy(true);
    try {
      const stored = await postForm<unknown[]>(`/${api}`, form);
      notify(t('admin.list.uploaded', { count: stored.length }), { type: 'success' });
      refresh();
    } catch {
      // The transfer has shown the server's refusal (type, size, key).
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        variant="contained"
        startIcon={<UploadIcon />}
        disabled={state.disabled || busy || !api}
        onClick={() => input.current?.click()}
        data-testid="toolbar-upload"
      >
        {buttonLabel(t, state.button)}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={accept}
        data-testid="toolbar-upload-input"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          // The same file picked again must fire a change.
          e.target.value = '';
          void send(files);
        }}
      />
    </>
  );
}
