import { useMatches } from 'react-router';
import type { PageHandle, PageId } from './pages.ts';

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'page' in handle;
}

/** The id of the page being shown, from the deepest route's `handle`. */
export function useCurrentPage(): PageId | undefined {
  const handle = useMatches().findLast((match) => isPageHandle(match.handle))?.handle;
  return isPageHandle(handle) ? handle.page : undefined;
}
