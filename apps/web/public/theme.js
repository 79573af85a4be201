// Applies the theme chosen on this device before the first paint (a blocking same-origin script,
// allowed by the CSP's script-src 'self'). Kept in step with apps/web/src/lib/theme.ts.
try {
  var theme = localStorage.getItem('duet.theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch {
  // Storage refused: the system's theme applies.
}
