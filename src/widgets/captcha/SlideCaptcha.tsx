/**
 * Slide-puzzle captcha: drag the handle until the floating piece fills its hole. The drag is
 * sampled (pointer events, coalesced samples included) and sent with the final offset; the server
 * judges both. Works with mouse, pen and touch; scales down with its container below 340 px.
 */
import { useRef, type CSSProperties } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CircularProgress from '@mui/material/CircularProgress';
import { alpha, keyframes } from '@mui/material/styles';
import RefreshIcon from '@mui/icons-material/Refresh';
import CloseIcon from '@mui/icons-material/Close';
import CheckIcon from '@mui/icons-material/Check';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import { CAPTCHA_BAR_HEIGHT, CAPTCHA_WIDTH, type CaptchaChallenge, type CaptchaPayload } from '../../common/captcha.ts';
import { handleLeftFor } from './track.ts';
import { useCaptchaMachine, useDisplayWidth, type CaptchaState, type Machine } from './useCaptchaMachine.ts';

export type { CaptchaChallenge, CaptchaPayload, CaptchaState };

export interface SlideCaptchaTexts {
  hint: string;
  pass: string;
  fail: string;
  refresh: string;
  loading: string;
  loadError: string;
  close: string;
}

export interface SlideCaptchaProps {
  /** Fetches a new challenge (images as data URLs). */
  load: () => Promise<CaptchaChallenge>;
  /** Resolves a one-time ticket; rejects when the check failed. */
  verify: (id: string, payload: CaptchaPayload) => Promise<string>;
  onSuccess: (ticket: string) => void;
  /** Shows a close button on the picture; leave it out when the container has its own. */
  onClose?: () => void;
  texts?: Partial<SlideCaptchaTexts>;
}

const DEFAULT_TEXTS: SlideCaptchaTexts = {
  hint: '向右拖动滑块完成拼图',
  pass: '验证通过',
  fail: '验证未通过，拖动滑块将悬浮图像正确合并',
  refresh: '换一张',
  loading: '加载中…',
  loadError: '图片加载失败，请点击刷新重试',
  close: '关闭',
};

const shimmer = keyframes`from { background-position: 100% 0; } to { background-position: -100% 0; }`;
const fill: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block', pointerEvents: 'none' };
const overlay = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 1,
} as const;
const glassButton = {
  color: '#fff',
  bgcolor: 'rgba(15, 23, 42, 0.38)',
  backdropFilter: 'blur(4px)',
  '&:hover': { bgcolor: 'rgba(15, 23, 42, 0.55)' },
} as const;

function ResultTip({ state, texts }: { state: CaptchaState; texts: SlideCaptchaTexts }) {
  const pass = state === 'pass';
  const shown = pass || state === 'fail';
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={(t) => ({
        position: 'absolute',
        left: 0,
        right: 0,
        bottom: 0,
        px: 1.5,
        py: 0.75,
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        color: '#fff',
        bgcolor: alpha(pass ? t.palette.success.main : t.palette.error.main, 0.92),
        transform: shown ? 'translateY(0)' : 'translateY(100%)',
        transition: 'transform .25s ease',
        pointerEvents: 'none',
      })}
    >
      {pass ? <CheckCircleIcon sx={{ fontSize: 18 }} /> : <ErrorIcon sx={{ fontSize: 18 }} />}
      <Typography component="span" sx={{ fontSize: 13, lineHeight: 1.4 }}>
        {shown ? (pass ? texts.pass : texts.fail) : ''}
      </Typography>
    </Box>
  );
}

function Picture({ m, texts, onClose }: { m: Machine; texts: SlideCaptchaTexts; onClose?: (() => void) | undefined }) {
  const { challenge, geometry: g, state, offset } = m;
  const dragging = state === 'dragging';
  const piece: CSSProperties = {
    position: 'absolute',
    left: offset,
    top: (challenge?.y ?? 0) * g.scale,
    width: g.pieceWidth,
    height: g.pieceHeight,
    pointerEvents: 'none',
    // The piece glides home after a cancelled drag; while dragging it follows the finger exactly, lifted by a shadow.
    transition: dragging ? 'none' : 'left .3s ease',
    filter: dragging ? 'drop-shadow(0 4px 8px rgba(0,0,0,.35))' : 'none',
  };
  const busy = state === 'finished' || state === 'pass';
  return (
    <Box
      data-testid="captcha-image"
      sx={{ position: 'relative', width: g.width, height: g.height, borderRadius: '8px', overflow: 'hidden', bgcolor: 'action.hover' }}
    >
      {challenge && <img src={challenge.backgroundImage} alt="" draggable={false} style={fill} />}
      {challenge && <img src={challenge.sliderImage} alt="" draggable={false} style={piece} />}
      <Box sx={{ position: 'absolute', top: 6, right: 6, display: 'flex', gap: 0.75 }}>
        <IconButton
          size="small"
          aria-label={texts.refresh}
          title={texts.refresh}
          disabled={busy || state === 'loading'}
          onClick={m.reload}
          sx={glassButton}
        >
          <RefreshIcon fontSize="small" />
        </IconButton>
        {onClose && (
          <IconButton size="small" aria-label={texts.close} title={texts.close} onClick={onClose} sx={glassButton}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      {state === 'loading' && (
        <Box sx={{ ...overlay, bgcolor: challenge ? 'rgba(255,255,255,.55)' : 'transparent', color: 'text.secondary' }}>
          <CircularProgress size={28} thickness={4} />
          <Typography sx={{ fontSize: 13 }}>{texts.loading}</Typography>
        </Box>
      )}
      {m.loadFailed && state !== 'loading' && (
        <Box sx={{ ...overlay, bgcolor: 'background.paper', color: 'text.secondary', cursor: 'pointer' }} onClick={m.reload}>
          <BrokenImageIcon sx={{ fontSize: 36, opacity: 0.6 }} />
          <Typography sx={{ fontSize: 13 }}>{texts.loadError}</Typography>
        </Box>
      )}
      <ResultTip state={state} texts={texts} />
    </Box>
  );
}

function HandleIcon({ state }: { state: CaptchaState }) {
  if (state === 'finished') return <CircularProgress size={18} thickness={5} sx={{ color: 'inherit' }} />;
  if (state === 'pass') return <CheckIcon />;
  if (state === 'fail') return <CloseIcon />;
  return <KeyboardDoubleArrowRightIcon />;
}

function DragBar({ m, texts }: { m: Machine; texts: SlideCaptchaTexts }) {
  const { geometry: g, state, offset } = m;
  const left = handleLeftFor(offset, g);
  const tone = state === 'pass' ? 'success' : state === 'fail' ? 'error' : 'primary';
  const engaged = state === 'dragging' || state === 'finished' || state === 'pass' || state === 'fail';
  const ready = state === 'idle' && m.challenge !== null && !m.loadFailed;
  const glide = state === 'dragging' ? 'none' : 'left .3s ease, width .3s ease, background-color .2s';
  return (
    <Box
      sx={(t) => ({
        position: 'relative',
        mt: 1.5,
        width: g.width,
        height: CAPTCHA_BAR_HEIGHT,
        borderRadius: '8px',
        overflow: 'hidden',
        bgcolor: t.palette.mode === 'dark' ? 'grey.900' : 'grey.100',
        boxShadow: `inset 0 0 0 1px ${t.palette.divider}`,
      })}
    >
      <Box
        sx={(t) => ({
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: 0,
          width: left + g.handleWidth,
          borderRadius: '8px',
          bgcolor: alpha(t.palette[tone].main, 0.14),
          boxShadow: `inset 0 0 0 1px ${alpha(t.palette[tone].main, 0.5)}`,
          opacity: engaged ? 1 : 0,
          transition: glide,
        })}
      />
      <Typography
        sx={(t) => ({
          position: 'absolute',
          inset: 0,
          pl: `${g.handleWidth}px`,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: 14,
          letterSpacing: 1,
          whiteSpace: 'nowrap',
          backgroundImage: `linear-gradient(90deg, ${t.palette.text.secondary} 40%, ${t.palette.primary.main} 50%, ${t.palette.text.secondary} 60%)`,
          backgroundSize: '200% 100%',
          backgroundClip: 'text',
          WebkitBackgroundClip: 'text',
          color: 'transparent',
          animation: `${shimmer} 2.6s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          opacity: engaged || offset > 0 ? 0 : 1,
          transition: 'opacity .2s',
        })}
      >
        {texts.hint}
      </Typography>
      <Box
        data-testid="captcha-handle"
        {...m.handlers}
        sx={(t) => ({
          position: 'absolute',
          top: 0,
          left,
          width: g.handleWidth,
          height: '100%',
          borderRadius: '8px',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          touchAction: 'none',
          cursor: ready ? 'grab' : state === 'dragging' ? 'grabbing' : 'default',
          transition: glide,
          color: engaged ? '#fff' : t.palette.primary.main,
          bgcolor: engaged ? t.palette[tone].main : t.palette.background.paper,
          boxShadow: engaged ? `0 4px 12px ${alpha(t.palette[tone].main, 0.45)}` : '0 1px 4px rgba(15, 23, 42, .18)',
          opacity: ready || engaged ? 1 : 0.6,
          '&:hover': ready ? { boxShadow: `0 2px 10px ${alpha(t.palette.primary.main, 0.35)}` } : {},
        })}
      >
        <HandleIcon state={state} />
      </Box>
    </Box>
  );
}

export function SlideCaptcha({ texts: custom = {}, onClose, ...rest }: SlideCaptchaProps) {
  // A missing translation may arrive as undefined or '': keep the default then.
  const texts: SlideCaptchaTexts = { ...DEFAULT_TEXTS, ...Object.fromEntries(Object.entries(custom).filter(([, v]) => v)) };
  const root = useRef<HTMLDivElement>(null);
  const m = useCaptchaMachine(rest, useDisplayWidth(root));
  return (
    <Box
      ref={root}
      data-testid="captcha"
      data-state={m.state}
      data-challenge={m.challenge?.id}
      sx={{ width: '100%', maxWidth: CAPTCHA_WIDTH, mx: 'auto', userSelect: 'none', WebkitUserSelect: 'none', WebkitTouchCallout: 'none' }}
    >
      <Picture m={m} texts={texts} onClose={onClose} />
      <DragBar m={m} texts={texts} />
    </Box>
  );
}
