import { Link, type LinkProps } from 'react-router';
import { useLocalizedPath } from '#lib/locale.ts';

type LocalizedLinkProps = Omit<LinkProps, 'to'> & {
  /** An app path without the locale prefix, e.g. `/matches/`. */
  to: string;
};

/** A link that keeps the locale prefix the user is browsing under. */
export function LocalizedLink({ to, ...props }: LocalizedLinkProps) {
  const localize = useLocalizedPath();
  return <Link to={localize(to)} {...props} />;
}
