import en from './en/matches.json';
import ru from './ru/matches.json';
import { i18n } from '#lib/i18n.ts';

// Like, match and deep-id copy ships with the pages that show them, not with the first load.
i18n.addResourceBundle('ru', 'matches', ru);
i18n.addResourceBundle('en', 'matches', en);
