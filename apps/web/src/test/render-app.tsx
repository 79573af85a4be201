import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Me } from '@duet/contracts';
import { INTIMATE_CONSENT_VERSION } from '@duet/contracts/plain';
import { AppProviders, createQueryClient } from '#app/providers.tsx';
import { createRoutes } from '#app/router.tsx';
import { storeSignIn, storeVisitorAccepted18p } from '#lib/session.ts';

export const TEST_TOKEN = 'test-token';

/**
 * A finished account that accepted 18+, was already offered the interview and consented to the
 * processing of its answers (ADR 0035).
 */
export function makeMe(overrides: Partial<Me> = {}): Me {
  return {
    id: 1,
    username: 'alice',
    news_subscription: true,
    accept_18_disclaimer: true,
    reg_for_interview_showed: true,
    intimate_answers_consent: { version: INTIMATE_CONSENT_VERSION, given_at: '2026-11-27T09:30:00.000Z' },
    ...overrides,
  };
}

type RenderAppOptions = {
  /** Sign in as this user before rendering (token `test-token`). */
  me?: Me;
  /** A visitor who has passed the age gate on this device; true unless a test says otherwise. */
  accepted18p?: boolean;
};

/** The whole app at `path`, with a fresh query cache that does not retry. */
export function renderApp(path: string, { me, accepted18p = true }: RenderAppOptions = {}) {
  if (accepted18p) storeVisitorAccepted18p();
  if (me) storeSignIn(TEST_TOKEN, me);
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** One component alone at `path`, inside the app's providers and a router, as its page would hold it. */
export function renderInApp(element: ReactElement, path = '/en/') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
