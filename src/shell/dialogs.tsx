/**
 * Toasts, notifications and the blocking forced-logout dialog. The HTTP and push clients are plain
 * modules, so they talk to a small store here and one <DialogHost/> renders it.
 */
import { useEffect, useSyncExternalStore } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Fade from '@mui/material/Fade';

interface Toast {
  id: number;
  severity: AlertColor;
  text: string;
  ms: number;
}
interface Notice {
  id: number;
  severity: AlertColor;
  title: string;
  message: string;
  ms: number;
}
interface Blocking {
  title: string;
  message: string;
  button: string;
  done: Promise<void>;
  resolve: () => void;
}
interface DialogState {
  toasts: readonly Toast[];
  notices: readonly Notice[];
  blocking: Blocking | null;
}

let state: DialogState = { toasts: [], notices: [], blocking: null };
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: Partial<DialogState>): void {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** The texts of the toasts on screen now, oldest first (what DialogHost shows). */
export const toastTexts = (): string[] => state.toasts.map((t) => t.text);

/** A short message at the top of the page; several stack. */
export function toast(text: string, options: { severity?: AlertColor; ms?: number } = {}): void {
  const item: Toast = { id: nextId++, severity: options.severity ?? 'info', text, ms: options.ms ?? 2000 };
  // Keep the stack short: a burst of failures should not cover the page.
  update({ toasts: [...state.toasts, item].slice(-4) });
}

export const toastError = (text: string, ms = 2000) => toast(text, { severity: 'error', ms });
export const toastSuccess = (text: string, ms = 2000) => toast(text, { severity: 'success', ms });

/** A titled notification in the top-right corner (44 px from the top, as the seeds place it). */
export function notify(n: { title: string; message: string; severity?: AlertColor; ms?: number }): void {
  const item: Notice = { id: nextId++, severity: n.severity ?? 'info', title: n.title, message: n.message, ms: n.ms ?? 4500 };
  update({ notices: [...state.notices, item].slice(-5) });
}

/**
 * A dialog with one button that cannot be dismissed otherwise. While one is open, further calls
 * join it instead of stacking a second one (a burst of 4003 answers shows one dialog).
 */
export function showBlockingDialog(d: { title: string; message: string; button: string }): Promise<void> {
  if (state.blocking) return state.blocking.done;
  let resolve: () => void = () => undefined;
  const done = new Promise<void>((r) => {
    resolve = r;
  });
  update({ blocking: { ...d, done, resolve } });
  return done;
}

export function isBlockingDialogOpen(): boolean {
  return state.blocking !== null;
}

function dismissToast(id: number): void {
  update({ toasts: state.toasts.filter((t) => t.id !== id) });
}

function dismissNotice(id: number): void {
  update({ notices: state.notices.filter((n) => n.id !== id) });
}

function closeBlocking(): void {
  const b = state.blocking;
  update({ blocking: null });
  b?.resolve();
}

// Keyed on the id (not a closure) so re-renders caused by other toasts do not restart the timer.
function useAutoClose(ms: number, id: number, dismiss: (id: number) => void): void {
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(id), ms);
    return () => window.clearTimeout(timer);
  }, [ms, id, dismiss]);
}

function ToastItem({ item }: { item: Toast }) {
  useAutoClose(item.ms, item.id, dismissToast);
  return (
    <Fade in appear>
      <Alert
        data-testid="toast"
        severity={item.severity}
        variant="filled"
        elevation={3}
        onClose={() => dismissToast(item.id)}
        sx={{ pointerEvents: 'auto', minWidth: { xs: 'auto', sm: 320 } }}
      >
        {item.text}
      </Alert>
    </Fade>
  );
}

function NoticeItem({ item }: { item: Notice }) {
  useAutoClose(item.ms, item.id, dismissNotice);
  return (
    <Fade in appear>
      <Alert
        data-testid="notice"
        severity={item.severity}
        variant="outlined"
        elevation={4}
        onClose={() => dismissNotice(item.id)}
        sx={{ bgcolor: 'background.paper', pointerEvents: 'auto' }}
      >
        <AlertTitle>{item.title}</AlertTitle>
        {item.message}
      </Alert>
    </Fade>
  );
}

function BlockingDialog({ blocking }: { blocking: Blocking | null }) {
  return (
    // onClose ignores Escape and backdrop clicks: the only way out is the button. The session is over,
    // so the page behind is veiled: what failed on it for the same reason (菜单加载失败, a list's
    // error) is not read as part of this message.
    <Dialog
      open={blocking !== null}
      onClose={() => undefined}
      data-testid="logout-dialog"
      maxWidth="xs"
      fullWidth
      slotProps={{ backdrop: { sx: { bgcolor: 'rgba(15, 23, 42, 0.9)' }, 'data-testid': 'logout-veil' } as object }}
    >
      <DialogTitle>{blocking?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{blocking?.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button data-testid="relogin" variant="contained" onClick={closeBlocking} autoFocus>
          {blocking?.button}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const stackSx = { position: 'fixed', zIndex: 2000, display: 'flex', flexDirection: 'column', gap: 1, pointerEvents: 'none' } as const;

export function DialogHost() {
  const s = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  return (
    <>
      <Box
        sx={{
          ...stackSx,
          top: 16,
          left: '50%',
          transform: 'translateX(-50%)',
          width: { xs: 'calc(100% - 32px)', sm: 'auto' },
          maxWidth: 560,
        }}
      >
        {s.toasts.map((t) => (
          <ToastItem key={t.id} item={t} />
        ))}
      </Box>
      <Box sx={{ ...stackSx, top: 44, right: 16, width: { xs: 'calc(100% - 32px)', sm: 330 } }}>
        {s.notices.map((n) => (
          <NoticeItem key={n.id} item={n} />
        ))}
      </Box>
      <BlockingDialog blocking={s.blocking} />
    </>
  );
}
