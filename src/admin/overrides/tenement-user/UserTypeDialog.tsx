/**
 * 用户类型: the company's user types, added, renamed and deleted in one dialog. A type still given
 * to someone cannot go: the server's refusal (1132) shows in the dialog. Closing after a change
 * reloads the type selects and the list.
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { isApiError } from '../../../shell/httpCore.ts';
import { invalidate, useApiQuery } from '../../../shell/query.ts';
import { BoundedTextField } from '../../engine/form/LengthLimit.tsx';
import { ConfirmDialog } from '../../engine/list/ConfirmDialog.tsx';
import { EmptyState } from '../../engine/list/ListStates.tsx';
import type { ApiData } from '../../../shell/api.ts';
import type { CommandProps } from '../../engine/types.ts';
import { AccessDialog } from '../../pages/access/AccessDialog.tsx';
import { accessApi } from '../../pages/access/api.ts';
import { useAccessT } from '../../pages/access/i18n.ts';

type UserType = ApiData<'/TenementUser/UserType/GetDropDownList'>[number];
const MAX_NAME = 50;
const USER_TYPE_IN_USE = 1132;

function NameForm({
  initial,
  placeholder,
  onSave,
  onCancel,
  testId,
}: {
  initial: string;
  placeholder: string;
  onSave: (name: string) => Promise<boolean>;
  onCancel?: () => void;
  testId: string;
}) {
  const t = useAccessT();
  const [name, setName] = useState(initial);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || busy) return;
    setBusy(true);
    const ok = await onSave(name.trim());
    setBusy(false);
    if (ok && !onCancel) setName('');
  };
  return (
    <Box component="form" onSubmit={(e) => void submit(e)} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flex: 1 }}>
      <BoundedTextField
        size="small"
        margin="none"
        value={name}
        onChange={(e) => setName(e.target.value)}
        placeholder={placeholder}
        autoFocus={Boolean(onCancel)}
        fullWidth
        max={MAX_NAME}
        slotProps={{ htmlInput: { 'data-testid': testId, 'aria-label': placeholder } }}
      />
      {/* Level with the box (a small outlined input is 40 px high), the count under it. */}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: 40, flex: 'none' }}>
        {onCancel ? (
          <>
            <IconButton type="submit" size="small" color="primary" disabled={busy || !name.trim()} aria-label={t('common.save')}>
              <CheckIcon fontSize="small" />
            </IconButton>
            <IconButton size="small" onClick={onCancel} disabled={busy} aria-label={t('common.cancel')}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        ) : (
          <Button type="submit" variant="contained" disabled={busy || !name.trim()} data-testid="user-type-add">
            {t('common.add')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

function useUserTypes() {
  const query = useApiQuery('/TenementUser/UserType/GetDropDownList');
  const reload = () => invalidate('/TenementUser/UserType/GetDropDownList');
  return { types: query.data ?? null, failed: query.isError, reload };
}

export function UserTypeDialog({ onClose }: CommandProps) {
  const t = useAccessT();
  const { types, failed, reload } = useUserTypes();
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<UserType | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);

  const save = async (name: string, id?: number) => {
    setRefusal(null);
    try {
      await accessApi.saveUserType(id === undefined ? { name } : { id, name });
      toastSuccess(t(id === undefined ? 'userType.added' : 'userType.renamed'));
      setChanged(true);
      setEditing(null);
      await reload();
      return true;
    } catch {
      return false;
    }
  };
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await accessApi.deleteUserType(Number(deleting.value));
      toastSuccess(t('userType.deleted'));
      setChanged(true);
      await reload();
    } catch (e) {
      if (isApiError(e) && e.state === USER_TYPE_IN_USE) setRefusal(e.message);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };
  // Every type select showing the list has asked again with the reload (one cache, keyed by the call).
  const close = () => onClose(changed);

  return (
    <AccessDialog
      title={t('userType.title')}
      width={480}
      onClose={close}
      testId="user-type-dialog"
      actions={<Button onClick={close}>{t('common.close')}</Button>}
    >
      <NameForm initial="" placeholder={t('userType.newName')} onSave={(name) => save(name)} testId="user-type-new" />
      {refusal && (
        <Alert severity="error" sx={{ mt: 2 }} onClose={() => setRefusal(null)} data-testid="user-type-refusal">
          {refusal}
        </Alert>
      )}
      {failed ? (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void reload()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('common.loadFailed')}
        </Alert>
      ) : !types ? (
        <CircularProgress size={24} sx={{ display: 'block', mx: 'auto', my: 3 }} />
      ) : types.length === 0 ? (
        <EmptyState text={t('userType.empty')} testId="user-type-empty" />
      ) : (
        <List dense sx={{ mt: 1 }} data-testid="user-type-list">
          {types.map((o) => (
            <ListItem
              key={String(o.value)}
              divider
              data-testid="user-type-row"
              secondaryAction={
                editing === o.value ? undefined : (
                  <>
                    <IconButton
                      size="small"
                      aria-label={t('userType.rename')}
                      title={t('userType.rename')}
                      onClick={() => setEditing(Number(o.value))}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      edge="end"
                      color="error"
                      aria-label={t('userType.delete')}
                      title={t('userType.delete')}
                      onClick={() => setDeleting(o)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </>
                )
              }
            >
              {editing === o.value ? (
                <NameForm
                  initial={o.display}
                  placeholder={t('userType.name')}
                  onSave={(name) => save(name, Number(o.value))}
                  onCancel={() => setEditing(null)}
                  testId="user-type-rename"
                />
              ) : (
                <ListItemText primary={o.display} />
              )}
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={deleting !== null}
        busy={busy}
        content={t('userType.confirmDelete', { name: deleting?.display ?? '' })}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </AccessDialog>
  );
}

export default UserTypeDialog;
