/** A keyword box with its search button; Enter searches too. */
import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';

export function SearchBox({
  value,
  onSearch,
  size = 'medium',
  autoFocus = false,
  placeholderKey = 'filters.keywordPlaceholder',
}: {
  value: string;
  onSearch: (keyword: string) => void;
  size?: 'small' | 'medium' | 'large';
  autoFocus?: boolean;
  placeholderKey?: string;
}) {
  const { t } = useTranslation('portal');
  const [text, setText] = useState(value);
  // Back/forward changes the address: follow it.
  useEffect(() => setText(value), [value]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  const height = size === 'large' ? 52 : size === 'medium' ? 44 : 38;
  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{
        display: 'flex',
        alignItems: 'stretch',
        height,
        bgcolor: 'background.paper',
        border: 2,
        borderColor: 'primary.main',
        borderRadius: 2,
        overflow: 'hidden',
        minWidth: 0,
        flex: 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', pl: 1.5, color: 'text.disabled' }}>
        <SearchIcon fontSize={size === 'small' ? 'small' : 'medium'} />
      </Box>
      <InputBase
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t(placeholderKey)}
        autoFocus={autoFocus}
        inputProps={{ 'aria-label': t('filters.keyword'), maxLength: 50, 'data-testid': 'keyword-input', enterKeyHint: 'search' }}
        sx={{ flex: 1, px: 1, fontSize: size === 'large' ? 17 : 15, minWidth: 0 }}
      />
      <Button
        type="submit"
        variant="contained"
        data-testid="keyword-search"
        sx={{ borderRadius: 0, px: { xs: 2, md: size === 'large' ? 4 : 3 }, fontSize: size === 'large' ? 16 : 14, minWidth: 0 }}
      >
        {t('filters.search')}
      </Button>
    </Box>
  );
}
