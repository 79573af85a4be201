import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import '#locales/about.ts';
import './pages.css';

const STEPS = ['step1', 'step2', 'step3'] as const;

export function HowItWorksDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(['about', 'common']);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('matches.title')}
      description={t('privacy.quote')}
    >
      <ol className="steps">
        {STEPS.map((step) => (
          <li key={step}>{t(`matches.${step}`)}</li>
        ))}
      </ol>
      <ButtonLink to="/about/" variant="secondary" onClick={() => onOpenChange(false)}>
        {t('common:howItWorks')}
      </ButtonLink>
    </Dialog>
  );
}
