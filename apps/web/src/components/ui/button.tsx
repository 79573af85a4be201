import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ComponentProps } from 'react';
import { clsx } from 'clsx';
import { LocalizedLink } from './localized-link.tsx';
import './button.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'md' | 'sm';

type StyleProps = { variant?: Variant; size?: Size };

function buttonClass({ variant = 'primary', size = 'md' }: StyleProps, className?: string) {
  return clsx('button', `button--${variant}`, `button--${size}`, className);
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & StyleProps) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />;
}

export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: ComponentProps<typeof LocalizedLink> & StyleProps) {
  return <LocalizedLink className={buttonClass({ variant, size }, className)} {...props} />;
}

/** A plain link that looks like a button: for what the browser opens itself (a download, another site). */
export function ButtonAnchor({
  variant,
  size,
  className,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & StyleProps) {
  return <a className={buttonClass({ variant, size }, className)} {...props} />;
}
