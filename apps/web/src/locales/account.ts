import en from './en/account.json';
import ru from './ru/account.json';
import { i18n } from '#lib/i18n.ts';

// Sign-in, profile and partner copy ships with the pages and dialogs that use it, not with the feed.
i18n.addResourceBundle('ru', 'account', ru);
i18n.addResourceBundle('en', 'account', en);
