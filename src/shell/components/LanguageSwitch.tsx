import type { ChangeEvent } from 'react';
import NativeSelect from '@mui/material/NativeSelect';
import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { LANGS } from '../../common/states.ts';
import { LANG_NAMES, currentLang, isLang, setLanguage } from '../i18n.ts';

/**
 * A native select on purpose: it works with one tap on phones and browser tests drive it with
 * selectOption. Choosing a language sets the cookie and reloads the page.
 */
export function LanguageSwitch({ color = 'inherit' }: { color?: string }) {
  const { t } = useTranslation();
  const onChange = (e: ChangeEvent<HTMLSelectElement>) => {
    if (isLang(e.target.value) && e.target.value !== currentLang()) setLanguage(e.target.value);
  };
  // Built apart from the JSX so data-testid passes the input-props type.
  const selectAttrs = { 'aria-label': t('language.label'), 'data-testid': 'lang-switch', name: 'language' };
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color }}>
      <TranslateIcon fontSize="small" aria-hidden />
      <NativeSelect
        value={currentLang()}
        onChange={onChange}
        disableUnderline
        inputProps={selectAttrs}
        sx={{ color: 'inherit', fontSize: 14, '& svg': { color: 'inherit' } }}
      >
        {LANGS.map((l) => (
          <option key={l} value={l}>
            {LANG_NAMES[l]}
          </option>
        ))}
      </NativeSelect>
    </Box>
  );
}
