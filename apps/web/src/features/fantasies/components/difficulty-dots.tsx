import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import type { Difficulty } from '@duet/contracts';
import './fantasies.css';

const LEVELS: Record<Difficulty, number> = { light: 1, medium: 2, hard: 3 };
const DOTS = [1, 2, 3] as const;

/** Difficulty as one to three filled dots; screen readers hear "Difficulty: medium, 2 of 3". */
export function DifficultyDots({ difficulty }: { difficulty: Difficulty }) {
  const { t } = useTranslation('fantasies');
  const value = LEVELS[difficulty];
  const level = t(`difficulty.${difficulty}`);
  const label = t('difficulty.label', { level, value });
  return (
    <span className="difficulty" role="img" aria-label={label} title={label}>
      {DOTS.map((dot) => (
        <span key={dot} className={clsx('difficulty__dot', dot <= value && 'difficulty__dot--on')} />
      ))}
      <span className="difficulty__word">{level}</span>
    </span>
  );
}
