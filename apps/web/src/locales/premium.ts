import en from './en/premium.json';
import ru from './ru/premium.json';
import { i18n } from '#lib/i18n.ts';

i18n.addResourceBundle('ru', 'premium', ru);
i18n.addResourceBundle('en', 'premium', en);
