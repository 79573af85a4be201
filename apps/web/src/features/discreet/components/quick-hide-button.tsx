import { useTranslation } from 'react-i18next';
import { EyeOff } from 'lucide-react';
import { hideDuet, useDiscreet } from '#lib/discreet.ts';
import '#locales/discreet.ts';

/** In discreet mode, the header's one-tap hide: the phone's gesture for what Esc twice does. */
export function QuickHideButton() {
  const { t } = useTranslation('discreet');
  const { isOn } = useDiscreet();
  if (!isOn) return null;
  return (
    <button type="button" className="icon-button" aria-label={t('hide')} onClick={hideDuet}>
      <EyeOff aria-hidden="true" />
    </button>
  );
}
