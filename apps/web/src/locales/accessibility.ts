import en from './en/accessibility.json';
import ru from './ru/accessibility.json';
import { i18n } from '#lib/i18n.ts';

// The accessibility statement ships with its page.
i18n.addResourceBundle('ru', 'accessibility', ru);
i18n.addResourceBundle('en', 'accessibility', en);
