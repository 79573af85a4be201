const SPACE_PROPERTY = '--toast-space';

/** How far the front toast reaches up from the bottom of the window, in px; 0 with no toast. */
export function toastSpace(): number {
  const front = document.querySelector<HTMLElement>(
    '[data-sonner-toast][data-front="true"]:not([data-removed="true"])',
  );
  const toaster = front?.closest<HTMLElement>('[data-sonner-toaster]');
  if (!front || !toaster) return 0;
  // Layout sizes, not the bounding box: a toast slides in by a transform.
  return front.offsetHeight + (parseFloat(getComputedStyle(toaster).bottom) || 0);
}

/**
 * Toasts float over the bottom of the page, so while one shows the page keeps room for it as it
 * does for the consent banner: keyboard focus (scroll-padding, WCAG 2.4.11) stops above the toast
 * instead of behind it. Started with the first toast; Sonner adds and removes toasts in the DOM.
 */
export function reserveToastSpace(): void {
  const root = document.documentElement;
  const measure = () => {
    const space = toastSpace();
    if (space > 0) root.style.setProperty(SPACE_PROPERTY, `${Math.ceil(space)}px`);
    else root.style.removeProperty(SPACE_PROPERTY);
  };
  new MutationObserver(measure).observe(document.body, {
    childList: true,
    subtree: true,
    attributeFilter: ['data-front', 'data-removed'],
  });
  window.addEventListener('resize', measure);
}
