/**
 * The home banner: a headline, the keyword search and the commonly used tags as quick searches.
 * No poster carousel: position posters have no public call yet (PositionPoster/* is HR-only).
 */
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TagCount } from '../../api/types.ts';
import { SearchBox } from '../../components/SearchBox.tsx';

function HotTags({ tags }: { tags: readonly TagCount[] }) {
  const { t } = useTranslation('portal');
  if (tags.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 2 }} data-testid="hot-tags">
      <Typography component="span" sx={{ fontSize: 13, opacity: 0.85 }}>
        {t('home.hot')}
      </Typography>
      {tags.slice(0, 8).map((tag) => (
        <ButtonBase
          key={tag.value}
          component={RouterLink}
          to={`/hr/social?tags=${encodeURIComponent(tag.value)}`}
          data-testid="hot-tag"
          sx={{
            px: 1.25,
            py: 0.25,
            fontSize: 13,
            borderRadius: 5,
            color: '#fff',
            bgcolor: 'rgba(255,255,255,0.16)',
            '&:hover': { bgcolor: 'rgba(255,255,255,0.28)' },
          }}
        >
          {tag.display}
        </ButtonBase>
      ))}
    </Box>
  );
}

export function HomeHero({ tags, mobile }: { tags: readonly TagCount[]; mobile: boolean }) {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  return (
    <Box
      data-testid="home-hero"
      sx={{
        color: '#fff',
        background:
          'radial-gradient(circle at 85% 20%, rgba(14,165,233,0.55) 0, transparent 45%), linear-gradient(120deg, #1d4ed8 0%, #2563eb 45%, #0ea5e9 100%)',
        pt: { xs: 3, md: 7 },
        pb: { xs: 3.5, md: 8 },
      }}
    >
      <Container maxWidth="lg" sx={{ px: { xs: 2, md: 3 } }}>
        <Typography component="h1" sx={{ fontSize: { xs: 23, md: 38 }, fontWeight: 800, letterSpacing: 0.5, lineHeight: 1.25 }}>
          {t('home.headline')}
        </Typography>
        <Typography sx={{ mt: 1, mb: { xs: 2, md: 3.5 }, opacity: 0.9, fontSize: { xs: 14, md: 17 } }}>{t('home.subline')}</Typography>
        <Box sx={{ maxWidth: 720, display: 'flex' }}>
          <SearchBox
            value=""
            size={mobile ? 'medium' : 'large'}
            onSearch={(keyword) => void navigate(keyword ? `/hr/social?keyword=${encodeURIComponent(keyword)}` : '/hr/social')}
          />
        </Box>
        <HotTags tags={tags} />
      </Container>
    </Box>
  );
}
