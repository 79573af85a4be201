import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LogOut, NotebookPen } from 'lucide-react';
import { Button, ButtonLink } from '#components/ui/button.tsx';
import { LanguageSelect } from '#components/ui/language-select.tsx';
import { ThemeSelect } from '#components/ui/theme-select.tsx';
import { useLogout } from '#features/auth/api/logout.ts';
import { LogoutEverywhereButton } from '#features/auth/components/logout-everywhere-button.tsx';
import { AnswersConsentSetting } from '#features/consent/components/answers-consent-setting.tsx';
import { ConsentSetting } from '#features/consent/components/consent-setting.tsx';
import { DiscreetSetting } from '#features/discreet/components/discreet-setting.tsx';
import { BolderCardsField } from '#features/fantasies/components/bolder-cards-field.tsx';
import { useBolderCards } from '#features/fantasies/hooks/use-bolder-cards.ts';
import { useMatches } from '#features/matches/api/get-matches.ts';
import { usePartner } from '#features/partners/api/get-partner.ts';
import { PartnerSection } from '#features/partners/components/partner-section.tsx';
import { DocumentLinks } from '#features/legal/components/document-links.tsx';
import { DeleteAccountButton } from '#features/privacy/components/delete-account-button.tsx';
import { PrivacySection } from '#features/privacy/components/privacy-section.tsx';
import { PushSetting } from '#features/push/components/push-setting.tsx';
import { useProfile } from '#features/profile/api/get-profile.ts';
import { InterviewOffer } from '#features/profile/components/interview-offer.tsx';
import { NewsSubscriptionToggle } from '#features/profile/components/news-subscription-toggle.tsx';
import { UsernameEditor } from '#features/profile/components/username-editor.tsx';
import { PremiumSection } from '#features/subscriptions/components/premium-section.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { useLocalizedPath } from '#lib/locale.ts';
import '#locales/account.ts';
import '#locales/own-cards.ts';
import '#locales/premium.ts';
import '#locales/privacy.ts';
import './account-pages.css';

function ProfileCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="profile-card" aria-labelledby={id}>
      <h2 id={id} className="profile-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "Show bolder cards" (ADR 0029), saved as soon as it is chosen; nothing about it reaches the partner. */
function BolderCardsSetting() {
  const { value, save } = useBolderCards();
  if (value === undefined) return null;
  return <BolderCardsField value={value} onChange={save} />;
}

/** The way to the couple's own cards (ADR 0030), by the partner they are written for. */
function OwnCardsCard() {
  const { t } = useTranslation('own-cards');
  return (
    <ProfileCard id="profile-own-cards" title={t('title')}>
      <p className="muted">{t('profile.text')}</p>
      <ButtonLink to="/own-cards/" variant="secondary" className="profile-card__link">
        <NotebookPen aria-hidden="true" />
        {t('profile.action')}
      </ButtonLink>
    </ProfileCard>
  );
}

/** Leaving the account ends on the main page as a visitor. */
function useLeave() {
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return () => void navigate(localize('/'), { replace: true });
}

/** Leaving, from this device or from all of them. */
function LogoutButtons() {
  const { t } = useTranslation('account');
  const logout = useLogout();
  const leave = useLeave();
  return (
    <>
      <Button
        variant="secondary"
        className="profile-logout"
        disabled={logout.isPending}
        onClick={() =>
          void logout
            .mutateAsync()
            .catch(() => undefined)
            .then(leave)
        }
      >
        <LogOut aria-hidden="true" />
        {t('profile.logout')}
      </Button>
      <LogoutEverywhereButton onLoggedOut={leave} />
    </>
  );
}

/**
 * The interview is offered to someone who has lived the core loop (a partner and a first match),
 * not to a newcomer who came here to invite a partner and would find the offer above the form.
 */
function useIsInterviewDue() {
  const partner = usePartner();
  const matches = useMatches();
  return Boolean(partner.data) && (matches.data?.length ?? 0) > 0;
}

/** `/profile/`: the account, the partner and invitations, settings, privacy and logout. */
export function ProfilePage() {
  const { t } = useTranslation(['account', 'common', 'premium', 'privacy']);
  const profile = useProfile();
  const leave = useLeave();
  useDocumentTitle(t('common:pages.profile'));
  const me = profile.data;
  const isInterviewDue = useIsInterviewDue();

  return (
    <div className="profile">
      <h1 className="sr-only">{t('common:pages.profile')}</h1>
      <InterviewOffer isDue={isInterviewDue} />
      {me && (
        <ProfileCard id="profile-account" title={t('profile.account')}>
          <UsernameEditor username={me.username} />
        </ProfileCard>
      )}
      {me && (
        <ProfileCard id="profile-partner" title={t('partner.title')}>
          <PartnerSection myUsername={me.username} />
        </ProfileCard>
      )}
      {me && <OwnCardsCard />}
      {me && (
        <ProfileCard id="profile-premium" title={t('premium:profile.title')}>
          <PremiumSection />
        </ProfileCard>
      )}
      <ProfileCard id="profile-settings" title={t('profile.settings')}>
        {me && <NewsSubscriptionToggle isSubscribed={me.news_subscription} />}
        {me && <PushSetting />}
        <BolderCardsSetting />
        <LanguageSelect label={t('profile.language')} />
        <ThemeSelect label={t('profile.theme')} />
        <ConsentSetting />
        <DiscreetSetting />
      </ProfileCard>
      {me && (
        <ProfileCard id="profile-privacy" title={t('privacy:title')}>
          <PrivacySection />
          <AnswersConsentSetting />
          <DocumentLinks />
        </ProfileCard>
      )}
      <LogoutButtons />
      {me && <DeleteAccountButton username={me.username} onDeleted={leave} />}
    </div>
  );
}
