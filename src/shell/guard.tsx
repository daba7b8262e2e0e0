/**
 * The route guard: a layout route around every page. It exchanges a login code handed over in the
 * query (WeChat mode, tokenExchange.tsx), runs a third-party login for `?unionId=`, applies the gated-path rules, and asks
 * the server (Login/Check) whether the user must choose an identity when entering /hr or /web.
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, type Location } from 'react-router-dom';
import { api } from './api.ts';
import { useToken } from './session.ts';
import { useTokenExchange } from './tokenExchange.tsx';
import { registerNavigator } from './navigation.ts';
import { completeLogin, isThirdPartySession, thirdPartyLogin } from './auth.ts';
import { LOGIN_PATH } from './forceLogout.ts';
import { areaOf, decide, withoutParams, type Area } from './guardRules.ts';
import { PageLoader } from './components/PageLoader.tsx';

// The area the server last confirmed, per token: a new token (new login) checks again.
let checked: { token: string; area: Area } | null = null;

/** HomeCheck calls this after ChangeLogin so entering the chosen area does not ask again. */
export function markAreaChecked(token: string, area: Area): void {
  checked = { token, area };
}

/** Plain modules (HTTP, push) navigate through React Router once the guard is mounted. */
function useNavigatorBridge(): void {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigator((to, options) => void navigate(to, options));
    return () => registerNavigator(null);
  }, [navigate]);
}

/** `?unionId=`: a third-party login; on failure its message shows and the user goes to login. */
function useThirdPartyLogin(location: Location, hasSession: boolean): boolean {
  const navigate = useNavigate();
  const unionId = hasSession ? null : new URLSearchParams(location.search).get('unionId');
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!unionId || started.current === unionId) return;
    started.current = unionId;
    const rest = { pathname: location.pathname, search: withoutParams(location.search, ['unionId']), hash: location.hash };
    thirdPartyLogin(unionId).then(
      (data) => {
        completeLogin(data, true);
        void navigate(rest, { replace: true });
      },
      () => void navigate(LOGIN_PATH, { replace: true }),
    );
  }, [unionId, location.pathname, location.search, location.hash, navigate]);
  return unionId !== null;
}

/** Login/Check on entering an area; true while the answer is outstanding. */
function useAreaCheck(path: string, token: string | null): boolean {
  const navigate = useNavigate();
  const area = areaOf(path);
  const needed = token !== null && area !== null && (checked?.token !== token || checked.area !== area);
  const [, rerender] = useState(0);
  useEffect(() => {
    if (!needed || !token || !area) return;
    let live = true;
    const done = () => {
      markAreaChecked(token, area);
      if (live) rerender((n) => n + 1);
    };
    api.get('/Login/Check', { area }).then(
      (r) => {
        done();
        if (r.needChoose && live) void navigate(`/homeCheck${isThirdPartySession() ? '?isThird=1' : ''}`, { replace: true });
      },
      // The failure was shown already; let the page render rather than trap the user.
      done,
    );
    return () => {
      live = false;
    };
  }, [needed, token, area, navigate]);
  return needed;
}

/**
 * Whether there was a token when this location was entered. Gating follows navigations, not
 * token changes on the spot: logging in on /hr/login or out on /web/home must not bounce the
 * user (to / or /404) before the page's own navigation lands.
 */
function useTokenAtEntry(locationKey: string, token: string | null): string | null {
  const [entry, setEntry] = useState({ key: locationKey, token });
  if (entry.key !== locationKey) {
    setEntry({ key: locationKey, token });
    return token;
  }
  // A token that went away since entry is gone for good (logout); one that came stays unseen
  // until the next navigation (login); a replaced one is simply the current one.
  return token === null || entry.token === null ? null : token;
}

export function Guard() {
  const location = useLocation();
  const liveToken = useToken();
  const token = useTokenAtEntry(location.key, liveToken);
  useNavigatorBridge();
  const { busy: takingToken, dialog: exchangeDialog } = useTokenExchange(location);
  const thirdParty = useThirdPartyLogin(location, liveToken !== null || takingToken);
  const decision = decide(location.pathname, location.search, token !== null);
  const checking = useAreaCheck(location.pathname, decision.type === 'allow' && !takingToken ? token : null);
  if (takingToken || thirdParty) return <PageLoader />;
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  if (checking) return <PageLoader />;
  // Suspense here, not around the router, so the guard keeps its state while a page chunk loads.
  return (
    <>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      {exchangeDialog}
    </>
  );
}
