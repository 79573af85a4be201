import type { Page } from '@playwright/test';

/** What counts as something to tap or click (WCAG 2.5.8's "target"). */
const TARGETS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[tabindex]:not([tabindex^="-"])',
  ...['button', 'link', 'switch', 'checkbox', 'radio', 'tab', 'menuitem', 'option'].map(
    (role) => `[role="${role}"]`,
  ),
].join(', ');

/** The targets on the page now and the ones among them that are too small to tap safely. */
export type TargetReport = { measured: number; undersized: number; offenders: string[] };

/**
 * Measures every visible target on the page (WCAG 2.2, 2.5.8 target size, minimum): each must be at
 * least 24 × 24 CSS px, or be spaced: a 24 px circle centred on it meets no other target and no
 * other small target's circle; or be a link inside a sentence, sized by the text's line height.
 * `undersized` counts the small ones, spaced or not; `offenders` names those that fail.
 */
export function measureTargets(page: Page): Promise<TargetReport> {
  return page.evaluate((selector) => {
    const MIN = 24;
    type Box = { left: number; top: number; right: number; bottom: number; width: number; height: number };
    const isHiddenFromEveryone = (element: Element) =>
      element.closest('[inert], [aria-hidden="true"]') !== null ||
      !element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });
    /**
     * A link stretched over its card by an absolutely placed pseudo-element (the card is the
     * target): the box that pseudo-element covers, from its containing block and its offsets.
     */
    const stretchedBoxOf = (element: Element): Box | null => {
      for (const pseudo of ['::after', '::before']) {
        const style = getComputedStyle(element, pseudo);
        if (style.content === 'none' || style.position !== 'absolute') continue;
        let block = element.parentElement;
        while (block && getComputedStyle(block).position === 'static') block = block.parentElement;
        const outer = (block ?? document.documentElement).getBoundingClientRect();
        const [top, right, bottom, left] = [style.top, style.right, style.bottom, style.left].map((value) =>
          value.endsWith('px') ? parseFloat(value) : NaN,
        ) as [number, number, number, number];
        if ([top, right, bottom, left].some(Number.isNaN)) continue;
        const box = {
          left: outer.left + left,
          top: outer.top + top,
          right: outer.right - right,
          bottom: outer.bottom - bottom,
        };
        return { ...box, width: box.right - box.left, height: box.bottom - box.top };
      }
      return null;
    };
    // A control drawn by its label (a visually hidden input) is tapped through its label.
    const boxOf = (element: Element): Box | null => {
      const rect = element.getBoundingClientRect();
      const stretched = stretchedBoxOf(element);
      if (stretched && stretched.width * stretched.height > rect.width * rect.height) return stretched;
      if (rect.width > 1 && rect.height > 1) return rect;
      const labels = element instanceof HTMLInputElement ? Array.from(element.labels ?? []) : [];
      const label = labels.map((one) => one.getBoundingClientRect()).find((box) => box.width > 1);
      return label ?? null;
    };
    const nameOf = (element: Element, box: Box) => {
      const classes = Array.from(element.classList).slice(0, 2).join('.');
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${name}" ${Math.round(box.width * 10) / 10}×${Math.round(box.height * 10) / 10}`;
    };
    /** A link in running text: its block holds words besides the link's own. */
    const isInline = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      if (!block) return false;
      const own = (element.textContent ?? '').trim();
      return (block.textContent ?? '').replace(own, '').trim().length > 0;
    };
    const distanceToBox = (x: number, y: number, box: Box) =>
      Math.hypot(Math.max(box.left - x, 0, x - box.right), Math.max(box.top - y, 0, y - box.bottom));

    const targets = Array.from(document.querySelectorAll(selector))
      .filter((element) => !isHiddenFromEveryone(element))
      .map((element) => ({ element, box: boxOf(element) }))
      .filter((target): target is { element: Element; box: Box } => target.box !== null);
    const small = targets.filter(
      ({ element, box }) => (box.width < MIN - 0.5 || box.height < MIN - 0.5) && !isInline(element),
    );
    const centre = (box: Box) => [box.left + box.width / 2, box.top + box.height / 2] as const;
    const offenders = small.filter((target) => {
      const [x, y] = centre(target.box);
      return targets.some((other) => {
        if (other === target) return false;
        if (distanceToBox(x, y, other.box) < MIN / 2 - 0.5) return true;
        if (!small.includes(other)) return false;
        const [ox, oy] = centre(other.box);
        return Math.hypot(ox - x, oy - y) < MIN - 0.5;
      });
    });
    return {
      measured: targets.length,
      undersized: small.length,
      offenders: offenders.map(({ element, box }) => nameOf(element, box)),
    };
  }, TARGETS);
}

/**
 * Whether the focused element is entirely hidden (WCAG 2.2, 2.4.11) by something floating over the
 * page (the sticky header, the tab bar, a toast, the consent banner) or outside the window: null when
 * some of it shows, else what hides it.
 */
export function focusHiddenBy(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    const rect = focused.getBoundingClientRect();
    const left = Math.max(rect.left, 0);
    const right = Math.min(rect.right, innerWidth);
    const top = Math.max(rect.top, 0);
    const bottom = Math.min(rect.bottom, innerHeight);
    const name = `<${focused.tagName.toLowerCase()}> "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)}"`;
    if (right - left < 1 || bottom - top < 1) return `${name} is outside the window`;
    const steps = 6;
    const coverers = new Set<string>();
    for (let i = 0; i <= steps; i++) {
      for (let j = 0; j <= steps; j++) {
        const x = left + 0.5 + ((right - left - 1) * i) / steps;
        const y = top + 0.5 + ((bottom - top - 1) * j) / steps;
        const top_ = document.elementFromPoint(x, y);
        if (!top_ || focused.contains(top_) || top_.contains(focused)) return null;
        const cover = top_.closest('header, nav, section, [data-sonner-toast], [role="dialog"]') ?? top_;
        coverers.add(
          `<${cover.tagName.toLowerCase()}${cover.className ? `.${String(cover.className).split(' ')[0]}` : ''}>`,
        );
      }
    }
    return `${name} is under ${Array.from(coverers).join(', ')}`;
  });
}

/**
 * What does not fit the window (WCAG 1.4.10 reflow, 1.4.4 resize text): how far the page scrolls
 * sideways, a navigation that has to scroll sideways to show all its links, and the text cut off by
 * a box that hides its overflow, unless that box carries the whole text in its title or accessible
 * name (a deliberate truncation).
 */
export function misfits(page: Page): Promise<{ sideways: number; clipped: string[] }> {
  return page.evaluate(() => {
    const sideways = document.documentElement.scrollWidth - innerWidth;
    const clipped: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      if (element.closest('.sr-only, [aria-hidden="true"]')) continue;
      const style = getComputedStyle(element);
      const hidesX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const hidesY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      // A navigation that scrolls sideways hides some of its links until scrolled: reflow lost them.
      const navigationScrolls =
        element.tagName === 'NAV' &&
        ['auto', 'scroll'].includes(style.overflowX) &&
        element.scrollWidth > element.clientWidth + 1;
      if (navigationScrolls) {
        clipped.push(
          `<nav> "${(element.getAttribute('aria-label') ?? '').slice(0, 40)}" scrolls sideways: ${element.scrollWidth} in ${element.clientWidth}`,
        );
        continue;
      }
      if (!hidesX && !hidesY) continue;
      const text = (element.innerText ?? '').trim();
      if (!text || element.clientWidth <= 1) continue;
      const cutX = hidesX && element.scrollWidth > element.clientWidth + 1;
      const cutY = hidesY && element.scrollHeight > element.clientHeight + 1;
      if (!cutX && !cutY) continue;
      const full = [element, element.closest('[title], [aria-label]')]
        .map((one) => `${one?.getAttribute('title') ?? ''} ${one?.getAttribute('aria-label') ?? ''}`)
        .join(' ');
      if (full.includes(text)) continue;
      const classes = Array.from(element.classList).slice(0, 2).join('.');
      clipped.push(
        `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text.slice(0, 40)}" ${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight}`,
      );
    }
    return { sideways, clipped };
  });
}
