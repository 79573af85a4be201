import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { hideDuet, readDiscreet, useDiscreet } from '#lib/discreet.ts';
import { useForgetSession } from '#lib/forget-session.ts';
import { useLocalizedPath } from '#lib/locale.ts';
import { DiscreetCover } from './discreet-cover.tsx';

/** Two presses of Esc this close together hide Duet (a dialog's own Esc is the first of them). */
const DOUBLE_ESCAPE_MS = 600;

/**
 * Discreet mode at work on every page: Esc twice hides Duet, leaving the tab (with a PIN) locks
 * it, and while hidden the neutral cover is all there is: the app behind it is inert.
 */
export function DiscreetHost() {
  const { isOn, hasPin, isHidden } = useDiscreet();
  const forgetSession = useForgetSession();
  const navigate = useNavigate();
  const localize = useLocalizedPath();

  useEffect(() => {
    if (!isOn) return;
    let lastEscape = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (event.timeStamp - lastEscape < DOUBLE_ESCAPE_MS) hideDuet();
      lastEscape = event.timeStamp;
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden' && readDiscreet().hasPin) hideDuet();
    };
    window.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [isOn]);

  useEffect(() => {
    const root = document.getElementById('root');
    if (!root) return;
    root.inert = isHidden;
    return () => {
      root.inert = false;
    };
  }, [isHidden]);

  if (!isHidden) return null;
  return createPortal(
    <DiscreetCover
      hasPin={hasPin}
      onForgotPin={() => {
        forgetSession();
        void navigate(localize('/'), { replace: true });
      }}
    />,
    document.body,
  );
}
