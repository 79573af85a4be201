import { lazy, Suspense, useState, type CSSProperties, type ReactNode } from 'react';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SiteOperator } from '@duet/contracts/plain';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '#lib/api-client.ts';
import { i18n } from '#lib/i18n.ts';
import { loadSonner, showErrorToast, useIsToasterNeeded } from '#lib/toast.ts';
import { NO_OPERATOR, SiteOperatorContext } from '#lib/site-operator.ts';
import { useTheme } from '#lib/theme.ts';

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // A failed first load shows an error state in place; a failed background refresh keeps the
      // old data on screen, so only a toast can tell the user about it.
      onError: (error, query) => {
        if (query.state.data === undefined) return;
        showErrorToast(i18n.t('error.refreshFailed'), i18n.t(errorMessageKey(error)));
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60 * 1000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
      },
    },
  });
}

const TOASTER_STYLE = {
  '--normal-bg': 'var(--color-raised)',
  '--normal-text': 'var(--color-text)',
  '--normal-border': 'var(--color-border)',
  fontFamily: 'var(--font-sans)',
} as CSSProperties;

const TOAST_OFFSET = { bottom: 'var(--toast-offset-bottom)' };

/** The one Toaster of the app, mounted when the first toast is shown. */
function AppToaster() {
  const { t } = useTranslation();
  const theme = useTheme();
  const isNeeded = useIsToasterNeeded();
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        // At the bottom, above the phone's tab bar: a toast never covers the header or its badges.
        position="bottom-center"
        offset={TOAST_OFFSET}
        mobileOffset={TOAST_OFFSET}
        theme={theme}
        containerAriaLabel={t('a11y.toasts')}
        // Hovering keeps a toast open, so one over a button must be closable by hand.
        closeButton
        toastOptions={{ closeButtonAriaLabel: t('a11y.closeToast') }}
        style={TOASTER_STYLE}
      />
    </Suspense>
  );
}

export function AppProviders({
  children,
  queryClient,
  operator = NO_OPERATOR,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  operator?: SiteOperator;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SiteOperatorContext value={operator}>
        {children}
        <AppToaster />
      </SiteOperatorContext>
    </QueryClientProvider>
  );
}
