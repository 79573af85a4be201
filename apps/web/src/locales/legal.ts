import en from './en/legal.json';
import ru from './ru/legal.json';
import { i18n } from '#lib/i18n.ts';

// The legal pages' shared words (dates, the operator) and the links to them from sign-in and the profile.
i18n.addResourceBundle('ru', 'legal', ru);
i18n.addResourceBundle('en', 'legal', en);
