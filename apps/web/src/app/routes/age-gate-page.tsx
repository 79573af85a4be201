import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeNextPath } from '@duet/contracts/plain';
import { ShieldCheck } from 'lucide-react';
import { Button } from '#components/ui/button.tsx';
import { FormAlert } from '#components/ui/field.tsx';
import { useUpdateProfile } from '#features/profile/api/update-profile.ts';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { useLocalizedPath } from '#lib/locale.ts';
import { storeVisitorAccepted18p, useSession } from '#lib/session.ts';
import { IconBubble } from '#components/ui/icon-bubble.tsx';
import '#locales/account.ts';
import './account-pages.css';

/**
 * `/18p/`: the adults-only confirmation. Signed in, the answer is saved on the account
 * (`accept_18_disclaimer`); a visitor's is kept in a cookie for a year and moves to the account at
 * sign-in.
 *
 * "I am 18 or older" is a real form: served before the page's scripts have loaded, it posts to the
 * server (`POST /18p/`, ADR 0031), which sets the same cookie and redirects to `next`. Once the
 * page is interactive the same submit is handled here instead, without a round trip.
 */
export function AgeGatePage() {
  const { t } = useTranslation(['account', 'common']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const { isAuthorized } = useSession();
  const update = useUpdateProfile();
  const next = safeNextPath(params.get('next')) ?? localize('/');
  const [hasLeft, setHasLeft] = useState(false);
  useDocumentTitle(t('common:pages.ageGate'));

  // "Leave" goes back where the visitor came from, or, on a first page, says goodbye in place.
  function onLeave() {
    if (window.history.length > 1) window.history.back();
    else setHasLeft(true);
  }

  if (hasLeft) {
    return (
      <section className="age-gate" aria-labelledby="age-gate-title">
        <h1 id="age-gate-title">{t('ageGate.goodbyeTitle')}</h1>
        <p className="age-gate__text">{t('ageGate.goodbyeText')}</p>
      </section>
    );
  }

  function onConfirm(event: FormEvent) {
    event.preventDefault();
    const proceed = () => void navigate(next, { replace: true });
    if (!isAuthorized) {
      storeVisitorAccepted18p();
      proceed();
      return;
    }
    update.mutate({ accept_18_disclaimer: true }, { onSuccess: proceed });
  }

  return (
    <section className="age-gate" aria-labelledby="age-gate-title">
      <IconBubble className="age-gate__badge">
        <ShieldCheck />
      </IconBubble>
      <p className="eyebrow">{t('ageGate.eyebrow')}</p>
      <h1 id="age-gate-title">{t('ageGate.title')}</h1>
      <p className="age-gate__text">{t('ageGate.text')}</p>
      {update.isError && <FormAlert>{t('common:error.common')}</FormAlert>}
      <form method="post" className="age-gate__actions" onSubmit={onConfirm}>
        <input type="hidden" name="next" value={next} />
        <Button type="submit" disabled={update.isPending} worksBeforeScripts>
          {t('ageGate.confirm')}
        </Button>
        <Button variant="ghost" onClick={onLeave}>
          {t('ageGate.leave')}
        </Button>
      </form>
      <p className="age-gate__note">{t('ageGate.note')}</p>
    </section>
  );
}
