/** Product analytics events; the names follow spec section 4 ("fire the registration analytics event"). */
export type AnalyticsEvent =
  | 'registration'
  | 'login_error_apple'
  | 'login_error_google'
  | 'login_error_yandex'
  | 'login_error_vk'
  | 'profile_update_error'
  | 'interview_error';

/**
 * Records a product event. The analytics service arrives in a later issue; until then this is the
 * one place callers report to, so wiring it up later touches nothing else.
 */
export function track(
  _event: AnalyticsEvent,
  _properties?: Record<string, string | number | boolean>,
): void {}
