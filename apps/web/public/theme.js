// Applies the theme chosen on this device before the first paint. The server puts it inline into
// every page, allowed by its hash in the pages' CSP (features/web/page-shell.ts); Vite's dev server
// loads it as a same-origin script. Kept in step with apps/web/src/lib/theme.ts.
try {
  var theme = localStorage.getItem('duet.theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch {
  // Storage refused: the system's theme applies.
}
