import { describe, expect, it } from 'vitest';
import { pushNotification } from './push-notification.ts';

describe('pushNotification', () => {
  it('shows what the API sent, opening its page', () => {
    expect(
      pushNotification({
        title: 'Duet',
        body: 'You have a new match ❤',
        url: '/en/notifications/',
        tag: 'match',
      }),
    ).toEqual({
      title: 'Duet',
      options: {
        body: 'You have a new match ❤',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        tag: 'match',
        data: { url: '/en/notifications/' },
      },
    });
  });

  it('still shows a plain Duet for an unreadable push', () => {
    expect(pushNotification(null)).toMatchObject({
      title: 'Duet',
      options: { body: '', data: { url: '/' } },
    });
    expect(pushNotification({ title: 7, body: null })).toMatchObject({
      title: 'Duet',
      options: { body: '' },
    });
  });

  it('opens only Duet pages, never another site', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)'])
      expect(pushNotification({ url }).options.data).toEqual({ url: '/' });
  });
});
