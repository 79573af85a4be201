import '@fontsource-variable/manrope';
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { splitLocalePrefix } from '@duet/contracts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { i18n } from './lib/i18n.ts';

// Start in the URL's language so the first render needs no second pass.
void i18n.changeLanguage(splitLocalePrefix(window.location.pathname).locale);

const router = createAppRouter();

function render() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain <div id="root">');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

// The server may have put fallback markup into #root; keep it on screen until the first page's chunks are in.
if (router.state.initialized) {
  render();
} else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
}
