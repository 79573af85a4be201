import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Sparkles } from 'lucide-react';
import { ButtonLink } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

type ComingSoonProps = {
  title: string;
  text: string;
  icon?: ReactNode;
  as?: 'h1' | 'h2';
};

/** An honest placeholder for a screen that arrives in a later release, with a way onward. */
export function ComingSoon({ title, text, icon = <Sparkles />, as = 'h1' }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      as={as}
      icon={icon}
      badge={t('soon.badge')}
      title={title}
      actions={
        <>
          <ButtonLink to="/">{t('soon.toFeed')}</ButtonLink>
          <ButtonLink to="/about/" variant="secondary">
            {t('soon.toAbout')}
          </ButtonLink>
        </>
      }
    >
      <p>{text}</p>
    </EmptyState>
  );
}
