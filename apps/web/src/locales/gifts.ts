import en from './en/gifts.json';
import ru from './ru/gifts.json';
import { i18n } from '#lib/i18n.ts';

i18n.addResourceBundle('ru', 'gifts', ru);
i18n.addResourceBundle('en', 'gifts', en);
