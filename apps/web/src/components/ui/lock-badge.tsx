import { clsx } from 'clsx';
import { LockKeyhole } from 'lucide-react';
import './pill-badge.css';
import './lock-badge.css';

type LockBadgeProps = {
  /** The word beside the lock, also its accessible name, e.g. "Premium". */
  label: string;
  /** `icon`: only the lock, the label read by assistive technology alone. */
  look?: 'pill' | 'icon';
  className?: string;
};

/** Marks something that opens with premium. */
export function LockBadge({ label, look = 'pill', className }: LockBadgeProps) {
  return (
    <span className={clsx('lock-badge', look === 'pill' ? 'pill-badge' : 'lock-badge--icon', className)}>
      <LockKeyhole aria-hidden="true" className="lock-badge__icon" />
      <span className={look === 'icon' ? 'sr-only' : undefined}>{label}</span>
    </span>
  );
}
