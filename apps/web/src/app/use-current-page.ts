import { useMatches } from 'react-router';
import { isPageHandle, type PageId } from './pages.ts';

/** The id of the page being shown, from the deepest route's `handle`. */
export function useCurrentPage(): PageId | undefined {
  const handle = useMatches().findLast((match) => isPageHandle(match.handle))?.handle;
  return isPageHandle(handle) ? handle.page : undefined;
}
