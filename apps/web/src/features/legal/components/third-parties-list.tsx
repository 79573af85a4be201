import { useTranslation } from 'react-i18next';
import { THIRD_PARTIES } from '@duet/contracts/plain';
import '#locales/privacy-policy.ts';

/** Every outside party the configuration can switch on (THIRD_PARTIES), with what each receives. */
export function ThirdPartiesList() {
  const { t } = useTranslation('privacy-policy');
  return (
    <dl className="legal-parties">
      {THIRD_PARTIES.map(({ id }) => (
        <div key={id}>
          <dt>{t(`thirdParties.${id}.name`)}</dt>
          <dd>{t(`thirdParties.${id}.details`)}</dd>
        </div>
      ))}
    </dl>
  );
}
