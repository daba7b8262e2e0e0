/**
 * The captcha's state machine: loading challenges, following the drag, checking it, retrying.
 * The component (SlideCaptcha.tsx) only draws what this hook says.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type DOMAttributes, type PointerEvent, type RefObject } from 'react';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, type CaptchaChallenge, type CaptchaPayload } from '../../common/captcha.ts';
import { dragGeometry, finishDrag, followDrag, startDrag, type DragGeometry, type DragSession, type PointerSample } from './track.ts';
import type { SlideCaptchaProps } from './SlideCaptcha.tsx';

export type CaptchaState = 'idle' | 'loading' | 'dragging' | 'finished' | 'pass' | 'fail';

const HANDLE_WIDTH = 52;
/** Long enough to see the green tip before the dialog goes away. */
const PASS_DELAY_MS = 400;
/** Long enough to read the red tip before the picture changes. */
const RETRY_DELAY_MS = 1000;
/** A press that barely moves the piece is a click, not an answer: it should not use up the challenge. */
const MIN_DRAG_PX = 3;
/** Until the first challenge arrives the skeleton has the picture's size. */
const PLACEHOLDER = { width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, sliderWidth: 0, sliderHeight: 0 };

export interface Machine {
  state: CaptchaState;
  challenge: CaptchaChallenge | null;
  loadFailed: boolean;
  offset: number;
  geometry: DragGeometry;
  reload: () => void;
  handlers: Required<
    Pick<DOMAttributes<HTMLElement>, 'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel' | 'onLostPointerCapture'>
  >;
}

/** Width available to the picture, capped at its real width; follows the container as it resizes. */
export function useDisplayWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(CAPTCHA_WIDTH);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => setWidth(el.clientWidth > 0 ? el.clientWidth : CAPTCHA_WIDTH);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** The samples of this event, including those the browser merged into it while the page was busy. */
function samplesOf(e: PointerEvent<HTMLElement>): readonly PointerSample[] {
  const native = e.nativeEvent;
  const merged = typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
  return merged.length > 0 ? merged : [native];
}

export function useCaptchaMachine(props: Omit<SlideCaptchaProps, 'texts' | 'onClose'>, displayWidth: number): Machine {
  const [state, setState] = useState<CaptchaState>('loading');
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [offset, setOffset] = useState(0);
  // Callers often pass fresh closures each render: read the latest without re-running the effects.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  // Bumped by every reload and on unmount, so answers to stale requests are dropped.
  const generation = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const drag = useRef<DragSession | null>(null);
  const geometry = dragGeometry(displayWidth, challenge ?? PLACEHOLDER, HANDLE_WIDTH);

  const reload = useCallback(() => {
    const mine = ++generation.current;
    const settle = (next: CaptchaChallenge | null) => {
      if (mine !== generation.current) return;
      setChallenge(next);
      setLoadFailed(next === null);
      setState('idle');
    };
    clearTimeout(timer.current);
    drag.current = null;
    // The old piece glides home under the spinner while the next picture loads.
    setOffset(0);
    setState('loading');
    latest.current.load().then(settle, () => settle(null));
  }, []);

  useEffect(() => {
    reload();
    return () => {
      generation.current++;
      clearTimeout(timer.current);
    };
  }, [reload]);

  const submit = (id: string, payload: CaptchaPayload) => {
    const mine = generation.current;
    const settle = (next: CaptchaState, delay: number, then: () => void) => {
      if (mine !== generation.current) return;
      setState(next);
      timer.current = setTimeout(then, delay);
    };
    latest.current.verify(id, payload).then(
      (ticket) => settle('pass', PASS_DELAY_MS, () => latest.current.onSuccess(ticket)),
      () => settle('fail', RETRY_DELAY_MS, reload),
    );
  };
  const handlers = useDragHandlers({ state, challenge, geometry, drag, setState, setOffset, submit });
  return { state, challenge, loadFailed, offset, geometry, reload, handlers };
}

interface DragDeps extends Pick<Machine, 'state' | 'challenge' | 'geometry'> {
  drag: RefObject<DragSession | null>;
  setState: (s: CaptchaState) => void;
  setOffset: (x: number) => void;
  submit: (id: string, payload: CaptchaPayload) => void;
}

function useDragHandlers({ state, challenge, geometry, drag, setState, setOffset, submit }: DragDeps): Machine['handlers'] {
  const abandon = () => {
    if (!drag.current) return;
    drag.current = null;
    setOffset(0);
    setState('idle');
  };
  return {
    onPointerDown: (e) => {
      if (state !== 'idle' || !challenge || (e.pointerType === 'mouse' && e.button !== 0)) return;
      e.preventDefault();
      e.currentTarget.setPointerCapture?.(e.pointerId);
      drag.current = startDrag(e.pointerId, { clientX: e.clientX, clientY: e.clientY, timeStamp: e.timeStamp }, Date.now());
      setState('dragging');
    },
    onPointerMove: (e) => {
      const d = drag.current;
      if (d && e.pointerId === d.pointerId) setOffset(followDrag(d, samplesOf(e), geometry));
    },
    onPointerUp: (e) => {
      const d = drag.current;
      if (!d || e.pointerId !== d.pointerId || !challenge) return;
      const x = followDrag(d, samplesOf(e), geometry, true);
      if (x < MIN_DRAG_PX) return abandon();
      drag.current = null;
      setOffset(x);
      setState('finished');
      submit(challenge.id, finishDrag(d, e.timeStamp, geometry));
    },
    onPointerCancel: abandon,
    onLostPointerCapture: abandon,
  };
}
