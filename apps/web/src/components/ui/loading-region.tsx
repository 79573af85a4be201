import type { ReactNode } from 'react';

type LoadingRegionProps = { label: string; className?: string; children?: ReactNode };

/** What stands in while data loads: skeletons for the eye, one polite status line for screen readers. */
export function LoadingRegion({ label, className, children }: LoadingRegionProps) {
  return (
    <div className={className} aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      {children}
    </div>
  );
}
