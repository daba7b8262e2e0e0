/**
 * The slide-puzzle captcha's shared contract: sizes and the payload the widget sends on release.
 * Isomorphic: the server's image generator and checker and the React widget all read it.
 */

/** Size of the background picture, in its own (unscaled) pixels. */
export const CAPTCHA_WIDTH = 340;
export const CAPTCHA_HEIGHT = 212;
/** Height of the drag bar under the picture, in CSS pixels (it is not scaled on narrow screens). */
export const CAPTCHA_BAR_HEIGHT = 40;

/**
 * One sample of the drag. `x` is the piece's left offset in the *displayed* picture's pixels
 * (so it is scaled when the picture is shown smaller than 340 px); `y` is the pointer's vertical
 * drift from where the drag began, also in displayed pixels; `t` is ms since the drag began.
 */
export interface CaptchaTrackPoint {
  x: number;
  y: number;
  t: number;
}

/**
 * What the widget posts when the handle is released. The widths are those of the images as
 * displayed, which lets the server map the final offset back to the 340-px space.
 * `startTime` and `endTime` are ms since the epoch.
 */
export interface CaptchaPayload {
  bgImageWidth: number;
  bgImageHeight: number;
  sliderImageWidth: number;
  sliderImageHeight: number;
  startTime: number;
  endTime: number;
  trackList: CaptchaTrackPoint[];
}

/**
 * Longest track the server accepts (the route schema's maxItems should use it too). The widget
 * thins its samples well below this, so a longer list means a forged or broken client, and the cap
 * bounds the checker's work per request.
 */
export const CAPTCHA_MAX_TRACK_POINTS = 2000;

/**
 * A challenge as the client receives it. The images are data URLs; the piece image is only the
 * piece's own box (`sliderWidth` x `sliderHeight`), drawn at top = `y` and left = the slider offset.
 * `width` and `height` are the picture's real size (CAPTCHA_WIDTH x CAPTCHA_HEIGHT).
 */
export interface CaptchaChallenge {
  id: string;
  backgroundImage: string;
  sliderImage: string;
  width: number;
  height: number;
  sliderWidth: number;
  sliderHeight: number;
  y: number;
}

/**
 * The call a solved captcha is for (`Code/CheckCaptcha?purpose=`): its ticket is spent only by that
 * call — `login` by a login after failures, `register` / `reset` / `bind` by the code sent for that
 * purpose and by the register and reset submits.
 */
export const CAPTCHA_PURPOSES = ['login', 'register', 'reset', 'bind'] as const;
export type CaptchaPurpose = (typeof CAPTCHA_PURPOSES)[number];
