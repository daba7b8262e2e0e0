/**
 * Failures of react-admin queries. The shell's http client has already shown every ApiError (the
 * seeds' catalogue), so only other failures (a missing endpoint, a bug) still need a toast;
 * react-admin's own notification would show the same message a second time.
 */
import { toastError } from '../../shell/dialogs.tsx';
import { isApiError } from '../../shell/httpCore.ts';

export function reportUnlessShown(error: unknown): void {
  if (isApiError(error)) return;
  toastError(error instanceof Error ? error.message : String(error), 5000);
}
