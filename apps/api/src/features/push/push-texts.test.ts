import { describe, expect, it } from 'vitest';
import { LOCALES } from '@duet/contracts';
import { PUSHED_NOTIFICATION_KINDS } from '../../db/schema.ts';
import { pushMessage, type PushReason } from './push-texts.ts';

const REASONS: PushReason[] = [...PUSHED_NOTIFICATION_KINDS, 'date_reminder'];

describe('pushMessage', () => {
  it('writes each push in the subscription language, opening that language of the page', () => {
    expect(pushMessage('match', 'en')).toEqual({
      title: 'Duet',
      body: 'You have a new match ❤',
      url: '/en/notifications/',
      tag: 'match',
    });
    expect(pushMessage('match', 'ru')).toMatchObject({
      body: 'У вас новое совпадение ❤',
      url: '/notifications/',
    });
    expect(pushMessage('event_received', 'en').url).toBe('/en/events/invitations/');
    expect(pushMessage('date_reminder', 'ru')).toMatchObject({
      body: 'Скоро ваше свидание ❤',
      url: '/events/',
    });
  });

  it('has a distinct text for every reason in both languages, Cyrillic in Russian', () => {
    for (const locale of LOCALES) {
      const bodies = REASONS.map((reason) => pushMessage(reason, locale).body);
      expect(new Set(bodies).size).toBe(REASONS.length);
    }
    for (const reason of REASONS) expect(pushMessage(reason, 'ru').body).toMatch(/[а-я]/);
  });
});
