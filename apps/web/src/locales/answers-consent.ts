import en from './en/answers-consent.json';
import ru from './ru/answers-consent.json';
import { i18n } from '#lib/i18n.ts';

// The consent to process answers about fantasies: its step and its place in the profile (ADR 0035).
i18n.addResourceBundle('ru', 'answers-consent', ru);
i18n.addResourceBundle('en', 'answers-consent', en);
