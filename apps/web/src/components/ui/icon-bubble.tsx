import type { ComponentPropsWithoutRef } from 'react';
import { clsx } from 'clsx';
import './icon-bubble.css';

export type IconBubbleTone = 'accent' | 'peach' | 'danger' | 'quiet';

type IconBubbleProps = ComponentPropsWithoutRef<'span'> & { tone?: IconBubbleTone };

/** A round tinted disc around an icon; decorative unless it is given a label. */
export function IconBubble({ tone = 'accent', className, ...props }: IconBubbleProps) {
  return (
    <span
      aria-hidden={props['aria-label'] ? undefined : true}
      {...props}
      className={clsx('icon-bubble', tone !== 'accent' && `icon-bubble--${tone}`, className)}
    />
  );
}
