import type { Page } from 'playwright-core';

export interface Overflow {
  /** Width of the page's content; more than the screen means sideways scrolling (or zooming out). */
  contentWidth: number;
  screenWidth: number;
  /** The outermost elements that stick out to the right, e.g. `button.button.button--ghost "Abmelden" right=381.5`. */
  offenders: string[];
}

/** What sticks out of the screen horizontally (the mobile layout viewport grows to fit it). */
export function horizontalOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const screenWidth = document.documentElement.clientWidth;
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > screenWidth + 0.5;
    const offenders = [...document.body.querySelectorAll('*')]
      .filter((element) => sticksOut(element) && !(element.parentElement && sticksOut(element.parentElement)))
      .map((element) => {
        const name = `${element.tagName.toLowerCase()}${[...element.classList].map((c) => `.${c}`).join('')}`;
        const text = (element.textContent ?? '').trim().slice(0, 30);
        return `${name} "${text}" right=${element.getBoundingClientRect().right.toFixed(1)}`;
      });
    return { contentWidth: document.documentElement.scrollWidth, screenWidth, offenders };
  });
}

/**
 * Elements matching `selector` that stick out of the content box (inside border and padding) of their
 * closest `container`, sideways — e.g. a long tile title wider than its tile. Clipping (overflow: hidden)
 * hides such text without moving the layout, so `horizontalOverflow` does not see it.
 */
export function escapingContainer(page: Page, selector: string, container: string): Promise<string[]> {
  return page.evaluate(
    ({ selector, container }) =>
      [...document.querySelectorAll(selector)].flatMap((element) => {
        const box = element.closest(container);
        if (!box) return [];
        const style = getComputedStyle(box);
        const outer = box.getBoundingClientRect();
        const left = outer.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
        const right = outer.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
        const own = element.getBoundingClientRect();
        if (own.left >= left - 0.5 && own.right <= right + 0.5) return [];
        const text = (element.textContent ?? '').trim().slice(0, 30);
        return [
          `"${text}" ${own.left.toFixed(1)}..${own.right.toFixed(1)} in ${left.toFixed(1)}..${right.toFixed(1)}`,
        ];
      }),
    { selector, container },
  );
}
