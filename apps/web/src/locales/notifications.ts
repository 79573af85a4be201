import en from './en/notifications.json';
import ru from './ru/notifications.json';
import { i18n } from '#lib/i18n.ts';

// Notifications copy ships with the pages that show it, not with the first load.
i18n.addResourceBundle('ru', 'notifications', ru);
i18n.addResourceBundle('en', 'notifications', en);
