import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ComponentProps } from 'react';
import { clsx } from 'clsx';
import { useHydrated } from '#hooks/use-hydrated.ts';
import { LocalizedLink } from './localized-link.tsx';
import './button.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'md' | 'sm';

type StyleProps = { variant?: Variant; size?: Size };

function buttonClass({ variant = 'primary', size = 'md' }: StyleProps, className?: string) {
  return clsx('button', `button--${variant}`, `button--${size}`, className);
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  StyleProps & {
    /** It works as plain HTML (the submit of a form that posts), so it is live before hydration. */
    worksBeforeScripts?: boolean;
  };

/**
 * A button. Until the page's scripts have hydrated it, one that needs them is disabled, so a tap
 * on a server-rendered page is never silently lost (ADR 0031).
 */
export function Button({
  variant,
  size,
  className,
  type = 'button',
  disabled,
  worksBeforeScripts = false,
  ...props
}: ButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      className={buttonClass({ variant, size }, className)}
      disabled={disabled || (!hydrated && !worksBeforeScripts)}
      data-works-before-scripts={worksBeforeScripts ? '' : undefined}
      {...props}
    />
  );
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
