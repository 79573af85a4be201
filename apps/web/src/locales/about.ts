import en from './en/about.json';
import ru from './ru/about.json';
import { i18n } from '#lib/i18n.ts';

// The About copy is long and read rarely, so it ships with the About page and the "how it works" dialog.
i18n.addResourceBundle('ru', 'about', ru);
i18n.addResourceBundle('en', 'about', en);
