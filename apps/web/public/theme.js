// Applies what this device chose for how pages look, before the first paint: the theme, and
// discreet mode's neutral tab title and icons (a PIN-protected Duet starts hidden in a new browser
// session). The server puts it inline into every page, allowed by its hash in the pages' CSP
// (features/web/page-shell.ts); Vite's dev server loads it as a same-origin script. A server that
// saw the `duet_discreet` cookie sent them neutral already; this covers a page without it. Kept in
// step with apps/web/src/lib/theme.ts, apps/web/src/lib/discreet.ts and contracts' discreet.ts.
try {
  var theme = localStorage.getItem('duet.theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
  var discreet = JSON.parse(localStorage.getItem('duet.discreet') || 'null');
  if (discreet && discreet.on === true) {
    var locked = discreet.pin && sessionStorage.getItem('duet.discreet.unlocked') !== '1';
    document.documentElement.dataset.discreet = locked ? 'hidden' : 'on';
    document.title = document.documentElement.lang === 'en' ? 'Notes' : 'Заметки';
    var icon = document.querySelector('link[rel="icon"]');
    if (icon) icon.setAttribute('href', '/icons/neutral.svg');
    var touchIcon = document.querySelector('link[rel="apple-touch-icon"]');
    if (touchIcon) touchIcon.setAttribute('href', '/icons/neutral-apple-touch-icon-180.png');
  }
} catch {
  // Storage refused: the system's theme applies, and discreet mode was never stored.
}
