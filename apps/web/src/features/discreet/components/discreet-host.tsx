import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { hideDuet, useDiscreet } from '#lib/discreet.ts';
import { useForgetSession } from '#lib/forget-session.ts';
import { useLocalizedPath } from '#lib/locale.ts';
import { DiscreetCover } from './discreet-cover.tsx';

/** Two presses of Esc this close together hide Duet (a dialog's own Esc is the first of them). */
const DOUBLE_ESCAPE_MS = 600;

/**
 * Discreet mode at work on every page: Esc twice hides Duet, and while hidden the neutral cover is
 * all there is: the app behind it is inert. With a PIN, Duet asks for it exactly when the setting
 * says: after hiding and in every new session (lib/discreet.ts), not on a reload, a link or a
 * glance at another tab.
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
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
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
