import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl, endpoints } from '@duet/contracts/plain';
import { renderApp } from '#test/render-app.tsx';
import { analyticsLoadStartedForTests, flushAnalytics, resetAnalyticsForTests } from '#lib/analytics.ts';
import { CONSENT_COOKIE, readConsent } from '#lib/consent.ts';
import { ConsentSetting } from './consent-setting.tsx';
import { requestUrl, requestJson } from '#test/fetch-input.ts';

const loadScript = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('#lib/load-script.ts', () => ({ loadScript }));

afterEach(() => {
  resetAnalyticsForTests();
  loadScript.mockClear();
});

function banner() {
  return screen.queryByRole('region', { name: 'A word about privacy' });
}

describe('consent banner', () => {
  it('asks a new visitor, in their language, without blocking the page', async () => {
    renderApp('/ru/about/');
    expect(await screen.findByRole('region', { name: 'Пара слов о приватности' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Разрешить' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Только необходимое' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"only necessary" is stored for a year, hides the banner and loads nothing', async () => {
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    renderApp('/en/about/');
    fireEvent.click(await screen.findByRole('button', { name: 'Only necessary' }));
    // The banner leaves in the render the choice starts, which a busy machine may not have finished.
    await waitFor(() => expect(banner()).toBeNull());
    expect(readConsent()).toBe('necessary');
    expect(cookieWrites).toHaveBeenCalledWith(
      expect.stringMatching(/^duet_consent=necessary; Max-Age=31536000; Path=\//),
    );
    expect(analyticsLoadStartedForTests()).toBe(false);
    expect(vi.mocked(fetch).mock.calls.map(([input]) => requestUrl(input))).not.toContain(
      '/api/v0/analytics/settings/',
    );
    expect(document.cookie).not.toContain('duet_device');
    expect(loadScript).not.toHaveBeenCalled();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('"allow" is stored, hides the banner and starts Duet’s own statistics', async () => {
    renderApp('/en/about/');
    const uploaded: string[] = [];
    vi.mocked(fetch).mockImplementation((input, init) => {
      if (requestUrl(input) === endpointUrl(endpoints.getAnalyticsSettings)) {
        return Promise.resolve(
          new Response(JSON.stringify({ gtm_id: null, yandex_metrika_id: null, vk_pixel_id: null })),
        );
      }
      if (requestUrl(input) === endpointUrl(endpoints.uploadAnalytics)) {
        const { events } = requestJson(init) as { events: { event_type: string }[] };
        uploaded.push(...events.map((event) => event.event_type));
        return Promise.resolve(new Response('{"code":200}'));
      }
      return Promise.reject(new Error('Unmocked'));
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(banner()).toBeNull());
    expect(readConsent()).toBe('all');
    await waitFor(() => expect(analyticsLoadStartedForTests()).toBe(false));
    await flushAnalytics();
    expect(uploaded).toContain('consent_given');
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('keeps room for itself below the page while it shows, and gives it back after a choice', async () => {
    renderApp('/en/about/');
    await screen.findByRole('region', { name: 'A word about privacy' });
    const space = () => document.documentElement.style.getPropertyValue('--consent-banner-space');
    expect(space()).toMatch(/^\d+px$/);
    fireEvent.click(screen.getByRole('button', { name: 'Only necessary' }));
    // Under load a render may still be settling after the click: wait until the banner is gone.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'A word about privacy' })).toBeNull());
    await waitFor(() => expect(space()).toBe(''));
  });

  it('does not show again once the visitor chose', async () => {
    document.cookie = `${CONSENT_COOKIE}=necessary; Path=/`;
    renderApp('/en/about/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(banner()).toBeNull();
  });
});

describe('consent setting', () => {
  it('shows the choice as a switch and changes it both ways', () => {
    document.cookie = `${CONSENT_COOKIE}=necessary; Path=/`;
    render(<ConsentSetting />);
    const toggle = screen.getByRole('switch', { name: 'Usage statistics' });
    expect(toggle).toHaveProperty('checked', false);
    vi.mocked(fetch).mockImplementation(() => Promise.reject(new Error('offline')));
    fireEvent.click(toggle);
    expect(readConsent()).toBe('all');
    expect(toggle).toHaveProperty('checked', true);
    fireEvent.click(toggle);
    expect(readConsent()).toBe('necessary');
    expect(toggle).toHaveProperty('checked', false);
  });
});
