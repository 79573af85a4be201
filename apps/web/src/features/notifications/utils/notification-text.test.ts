import { describe, expect, it } from 'vitest';
import { LOCALES, NOTIFICATION_KINDS, type Notification } from '@duet/contracts';
import { i18n } from '#lib/i18n.ts';
import { describeNotification } from './notification-text.ts';

function make(kind: Notification['kind'], overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    kind,
    is_read: false,
    created_at: '2026-02-14T18:00:00.000Z',
    fantasy: null,
    event: null,
    actor: { id: 2, username: 'bob' },
    ...overrides,
  };
}

describe('notification wording', () => {
  for (const locale of LOCALES) {
    const t = i18n.getFixedT(locale, 'notifications');
    it(`words every kind in ${locale}, naming who did it`, () => {
      const texts = NOTIFICATION_KINDS.map((kind) => describeNotification(make(kind), t, undefined).text);
      for (const [index, text] of texts.entries()) {
        // A redeemed gift does not say by whom: the link may have been passed on. A partner who
        // left Duet has no name any more (ADR 0023).
        if (!['gift_redeemed', 'partner_left'].includes(NOTIFICATION_KINDS[index]!))
          expect(text, NOTIFICATION_KINDS[index]).toContain('bob');
        expect(text).not.toContain('kinds.');
      }
      expect(new Set(texts).size).toBe(NOTIFICATION_KINDS.length);
    });

    it(`words every kind in ${locale} for someone whose account is gone, without a placeholder`, () => {
      const texts = NOTIFICATION_KINDS.map(
        (kind) => describeNotification(make(kind, { actor: null }), t, undefined).text,
      );
      for (const text of texts) {
        expect(text).not.toMatch(/kinds|undefined|\{\{|Someone|Кто-то|кто-то с/);
        // A sentence of its own, not a name slot filled with a stand-in in the middle of a sentence.
        expect(text).toMatch(/^\p{Lu}/u);
      }
      expect(new Set(texts).size).toBe(NOTIFICATION_KINDS.length);
    });
  }

  it('names a former partner in Russian without a stand-in word', () => {
    const ru = i18n.getFixedT('ru', 'notifications');
    expect(describeNotification(make('invite_received', { actor: null }), ru, undefined).text).toBe(
      'Вас приглашали стать парой — этого аккаунта больше нет',
    );
    expect(describeNotification(make('event_rejected', { actor: null }), ru, undefined).text).toBe(
      'Бывший партнёр не принял приглашение на свидание',
    );
    expect(describeNotification(make('event_rejected'), ru, undefined).text).toBe(
      'bob не принимает приглашение на свидание',
    );
  });

  it('adds the fantasy title and links to what it is about', () => {
    const t = i18n.getFixedT('en', 'notifications');
    expect(describeNotification(make('event_received', { fantasy: 10 }), t, 'Blindfold')).toEqual({
      text: 'bob invited you on a date',
      detail: 'Fantasy: Blindfold',
      to: '/events/invitations/',
    });
    // A match names its fantasy in the sentence, so three in a row read apart.
    expect(describeNotification(make('match', { fantasy: 10 }), t, 'Blindfold')).toEqual({
      text: "It's a match with bob: “Blindfold”",
      detail: null,
      to: '/matches/',
    });
    expect(describeNotification(make('match', { fantasy: 10, actor: null }), t, 'Blindfold').text).toBe(
      "It's a match: “Blindfold”",
    );
    expect(describeNotification(make('event_received'), t, undefined).to).toBe('/events/invitations/');
    expect(describeNotification(make('event_proposed', { fantasy: 10 }), t, 'Blindfold')).toEqual({
      text: 'bob suggests another time for your date',
      detail: 'Fantasy: Blindfold',
      to: '/events/invitations/',
    });
    expect(describeNotification(make('event_rejected', { actor: null }), t, undefined).text).toBe(
      'Your former partner declined your date',
    );
    expect(describeNotification(make('match', { actor: null }), t, undefined).text).toBe(
      "It's a match! You both want this",
    );
    const ru = i18n.getFixedT('ru', 'notifications');
    expect(describeNotification(make('match'), ru, undefined).text).toBe(
      'Совпадение! Вы и bob хотите одного и того же',
    );
    expect(describeNotification(make('match', { fantasy: 10 }), ru, 'Повязка').text).toBe(
      'Совпадение с bob: «Повязка»',
    );
    expect(describeNotification(make('event_accepted'), ru, undefined).text).toBe(
      'Свидание с bob подтверждено',
    );
  });

  it('tells about shared premium and a redeemed gift in both languages', () => {
    const en = i18n.getFixedT('en', 'notifications');
    const ru = i18n.getFixedT('ru', 'notifications');
    expect(describeNotification(make('premium_shared'), en, undefined)).toEqual({
      text: 'bob shared premium with you — every fantasy is now open to you both',
      detail: null,
      to: '/',
    });
    expect(describeNotification(make('gift_redeemed'), en, undefined)).toEqual({
      text: 'Your gift certificate has been redeemed — someone is enjoying premium thanks to you',
      detail: null,
      to: '/gift/',
    });
    expect(describeNotification(make('premium_shared'), ru, undefined).text).toBe(
      'Премиум от bob: все фантазии открыты для вас обоих',
    );
    expect(describeNotification({ ...make('gift_redeemed'), actor: null }, ru, undefined).text).toBe(
      'Ваш подарочный сертификат активировали — кто-то радуется премиуму благодаря вам',
    );
  });
});
