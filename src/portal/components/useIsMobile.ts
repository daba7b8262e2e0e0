import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_QUERY } from '../../shell/guardRules.ts';

/**
 * Below 992 px. Read synchronously (noSsr) so the first render already knows: a desktop answer
 * on a phone's first frame would move it to a desktop-only redirect.
 */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, { noSsr: true });
}
