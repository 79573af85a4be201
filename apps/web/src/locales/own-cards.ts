import en from './en/own-cards.json';
import ru from './ru/own-cards.json';
import { i18n } from '#lib/i18n.ts';

// The own cards page's copy ships with it, and with the links to it (feed, profile).
i18n.addResourceBundle('ru', 'own-cards', ru);
i18n.addResourceBundle('en', 'own-cards', en);
