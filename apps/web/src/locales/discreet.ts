import en from './en/discreet.json';
import ru from './ru/discreet.json';
import { i18n } from '#lib/i18n.ts';

// Discreet mode's cover, quick hide and settings; the neutral tab title is DISCREET_TITLE (contracts).
i18n.addResourceBundle('ru', 'discreet', ru);
i18n.addResourceBundle('en', 'discreet', en);
