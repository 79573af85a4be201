import { useTranslation } from 'react-i18next';
import { CalendarPlus } from 'lucide-react';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { useCards } from '#features/fantasies/hooks/use-cards.ts';
import { TwoHeartsMark } from '#features/matches/components/marks.tsx';
import { usePartner } from '#features/partners/api/get-partner.ts';
import '#locales/matches.ts';
import { usePlanDialog } from './routes/plan-date.tsx';
import './match-reveal.css';

/**
 * The high point of Duet: a fantasy both partners want. Shown full screen to both of them, to the
 * one who liked second at once and to the other live (the stream refreshes their matches), with
 * "Plan it" one tap away. `useNewMatch` (always mounted) tells which fantasy.
 */
export function MatchReveal({ fantasyId, dismiss }: { fantasyId: number | null; dismiss: () => void }) {
  const { t } = useTranslation('matches');
  const fantasy = useCards().data?.find((candidate) => candidate.id === fantasyId);
  const partner = usePartner().data;
  const plan = usePlanDialog();
  const text = partner
    ? t('reveal.text', { partner: partner.username, title: fantasy?.title ?? '' })
    : t('reveal.textNoName', { title: fantasy?.title ?? '' });

  function onPlan() {
    if (!fantasy) return;
    dismiss();
    plan.open({ subject: { kind: 'fantasy', id: fantasy.id, title: fantasy.title } });
  }

  return (
    <>
      <Dialog
        open={fantasy !== undefined}
        onOpenChange={(open) => !open && dismiss()}
        title={t('reveal.title')}
        description={text}
        size="reveal"
      >
        <div className="match-reveal">
          <TwoHeartsMark className="match-reveal__mark" />
          <div className="match-reveal__actions">
            <Button onClick={onPlan}>
              <CalendarPlus aria-hidden="true" />
              {t('reveal.plan')}
            </Button>
            <Button variant="ghost" onClick={dismiss}>
              {t('reveal.later')}
            </Button>
          </div>
        </div>
      </Dialog>
      {plan.dialog}
    </>
  );
}
