import { useId, type ReactNode } from 'react';

/** A labelled radio group of choice cards; `children` gets the shared input name. */
export function ChoiceGroup({
  legend,
  className,
  children,
}: {
  legend: string;
  className: string;
  children: (name: string) => ReactNode;
}) {
  const labelId = useId();
  const name = useId();
  return (
    <div className="premium-choice">
      <p id={labelId} className="premium-choice__legend">
        {legend}
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className={className}>
        {children(name)}
      </div>
    </div>
  );
}
