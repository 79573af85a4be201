import { useId, type SVGProps } from 'react';

const HEART =
  'M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z';

/** The product's "liked" mark: one filled heart. */
export function HeartMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...props}>
      <path d={HEART} fill="currentColor" />
    </svg>
  );
}

/** The product's "matched" mark: two hearts, one over the other. */
export function TwoHeartsMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 28 24" aria-hidden="true" focusable="false" {...props}>
      <path
        d={HEART}
        transform="translate(0.5 1) scale(0.78)"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinejoin="round"
      />
      <path d={HEART} transform="translate(9 5) scale(0.78)" fill="currentColor" />
    </svg>
  );
}

/** The product's "maybe" mark: a heart, half filled. */
export function MaybeMark(props: SVGProps<SVGSVGElement>) {
  // A url(#…) reference wants a plain id; React's ids carry punctuation.
  const half = `maybe-half-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...props}>
      <defs>
        <clipPath id={half}>
          <rect x="0" y="12" width="24" height="12" />
        </clipPath>
      </defs>
      <path d={HEART} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d={HEART} fill="currentColor" clipPath={`url(#${half})`} />
    </svg>
  );
}
