import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CalendarHeart,
  Crown,
  Grid3x3,
  HeartHandshake,
  LockKeyhole,
  ShieldCheck,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { ButtonLink } from '#components/ui/button.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { IconBubble } from '#components/ui/icon-bubble.tsx';
import '#locales/about.ts';
import './pages.css';

const STEPS = ['step1', 'step2', 'step3'] as const;

function AboutSection({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="about-section">
      <IconBubble className="about-section__icon">
        <Icon />
      </IconBubble>
      <div className="about-section__body">
        <h2>{title}</h2>
        {children}
      </div>
    </section>
  );
}

export function AboutPage() {
  const { t } = useTranslation(['about', 'common']);
  useDocumentTitle(t('common:pages.about'));
  return (
    <article className="about">
      <div className="about-hero">
        <p className="eyebrow">{t('hero.eyebrow')}</p>
        <h1>{t('hero.title')}</h1>
        <p className="about-hero__lead">{t('hero.lead')}</p>
      </div>

      <AboutSection icon={Sparkles} title={t('what.title')}>
        <p>{t('what.text')}</p>
      </AboutSection>

      <AboutSection icon={LockKeyhole} title={t('privacy.title')}>
        <blockquote className="about-quote">
          <p>{t('privacy.quote')}</p>
        </blockquote>
        <p>{t('privacy.text')}</p>
      </AboutSection>

      <AboutSection icon={HeartHandshake} title={t('matches.title')}>
        <ol className="steps">
          {STEPS.map((step) => (
            <li key={step}>{t(`matches.${step}`)}</li>
          ))}
        </ol>
      </AboutSection>

      <AboutSection icon={Grid3x3} title={t('deepid.title')}>
        <p>{t('deepid.text')}</p>
      </AboutSection>

      <AboutSection icon={CalendarHeart} title={t('dates.title')}>
        <p>{t('dates.text')}</p>
      </AboutSection>

      <AboutSection icon={Crown} title={t('premium.title')}>
        <p>{t('premium.text')}</p>
      </AboutSection>

      <AboutSection icon={ShieldCheck} title={t('adults.title')}>
        <p>{t('adults.text')}</p>
      </AboutSection>

      <section className="about-cta">
        <h2>{t('cta.title')}</h2>
        <p className="muted">{t('cta.text')}</p>
        <ButtonLink to="/">{t('cta.button')}</ButtonLink>
      </section>
    </article>
  );
}
