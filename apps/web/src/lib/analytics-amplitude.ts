import * as amplitude from '@amplitude/analytics-browser';
import {
  ANALYTICS_COOKIE_DAYS,
  ANALYTICS_SESSION_TIMEOUT_MS,
  ANALYTICS_UPLOAD_INTERVAL_MS,
  ANALYTICS_UPLOAD_THRESHOLD,
  API_PREFIX,
} from '@duet/contracts/plain';
import type { AnalyticsEventName } from '@duet/contracts';

/**
 * The Amplitude browser SDK as Duet uses it: loaded only after consent (analytics.ts imports this
 * module lazily), uploading to Duet's own collector. The option names are those of
 * @amplitude/analytics-browser 2.47 (BrowserOptions in @amplitude/analytics-core); analytics.ts
 * lists where the SDK cannot follow the spec's numbers.
 */
export function startAmplitude(isFirstStart: boolean): void {
  if (!isFirstStart) {
    // The visitor allowed again after "only necessary" on the same page.
    amplitude.setOptOut(false);
    return;
  }
  amplitude.init('duet', undefined, {
    serverUrl: `${API_PREFIX}/analytics/httpapi/`,
    flushIntervalMillis: ANALYTICS_UPLOAD_INTERVAL_MS,
    flushQueueSize: ANALYTICS_UPLOAD_THRESHOLD,
    sessionTimeout: ANALYTICS_SESSION_TIMEOUT_MS,
    cookieOptions: {
      expiration: ANALYTICS_COOKIE_DAYS,
      sameSite: 'Lax',
      secure: window.location.protocol === 'https:',
      upgrade: false,
    },
    // A random device id is the only identity: no user id, no IP address.
    trackingOptions: { ipAddress: false, language: true, platform: true },
    autocapture: {
      sessions: true,
      attribution: false,
      pageViews: false,
      formInteractions: false,
      fileDownloads: false,
      elementInteractions: false,
      frustrationInteractions: false,
      networkTracking: false,
      webVitals: false,
      performanceTracking: false,
      pageUrlEnrichment: false,
    },
    customEnrichment: false,
    // Both would call Amplitude's own hosts.
    remoteConfig: { fetchRemoteConfig: false },
    enableDiagnostics: false,
    logLevel: amplitude.Types.LogLevel.None,
  });
}

export function trackAmplitude(
  name: AnalyticsEventName,
  properties: Record<string, unknown>,
  time: number,
): void {
  amplitude.track(name, properties, { time });
}

export function flushAmplitude(): Promise<void> {
  return amplitude.flush().promise;
}

export function stopAmplitude(): void {
  amplitude.setOptOut(true);
}
