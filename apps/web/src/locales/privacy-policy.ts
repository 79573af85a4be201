import en from './en/privacy-policy.json';
import ru from './ru/privacy-policy.json';
import { i18n } from '#lib/i18n.ts';

// The privacy policy is long and read rarely: it ships with its page.
i18n.addResourceBundle('ru', 'privacy-policy', ru);
i18n.addResourceBundle('en', 'privacy-policy', en);
