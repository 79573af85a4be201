import en from './en/collections.json';
import ru from './ru/collections.json';
import { i18n } from '#lib/i18n.ts';

// The collection pages' copy ships with them.
i18n.addResourceBundle('ru', 'collections', ru);
i18n.addResourceBundle('en', 'collections', en);
