import en from './en/privacy.json';
import ru from './ru/privacy.json';
import { i18n } from '#lib/i18n.ts';

// Devices, data export and account deletion: copy of the profile's privacy card only.
i18n.addResourceBundle('ru', 'privacy', ru);
i18n.addResourceBundle('en', 'privacy', en);
