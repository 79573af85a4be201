import en from './en/feed.json';
import ru from './ru/feed.json';
import { i18n } from '#lib/i18n.ts';

// Filters, the swipe deck and the fantasy popups ship with the pages that show them.
i18n.addResourceBundle('ru', 'feed', ru);
i18n.addResourceBundle('en', 'feed', en);
