import type { CSSProperties } from 'react';
import { clsx } from 'clsx';
import './skeleton.css';

type SkeletonProps = { className?: string; width?: CSSProperties['width']; height?: CSSProperties['height'] };

/** A decorative placeholder; the surrounding region announces loading with aria-busy. */
export function Skeleton({ className, width, height }: SkeletonProps) {
  return <span aria-hidden="true" className={clsx('skeleton', className)} style={{ width, height }} />;
}
