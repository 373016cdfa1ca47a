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
