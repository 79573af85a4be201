import en from './en/events.json';
import ru from './ru/events.json';
import { i18n } from '#lib/i18n.ts';

// Events copy ships with the pages that show it, not with the first load.
i18n.addResourceBundle('ru', 'events', ru);
i18n.addResourceBundle('en', 'events', en);
