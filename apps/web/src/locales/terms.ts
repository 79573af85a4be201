import en from './en/terms.json';
import ru from './ru/terms.json';
import { i18n } from '#lib/i18n.ts';

// The terms ship with their page.
i18n.addResourceBundle('ru', 'terms', ru);
i18n.addResourceBundle('en', 'terms', en);
