import AxeBuilder from '@axe-core/playwright';
import { source as AXE_SOURCE, type NodeResult, type Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** The standard every screen is held to: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Violations of these impacts fail a test; minor and moderate ones do not (yet). */
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/** One element that breaks one axe rule, with what axe says about it. */
export interface AccessibilityViolation {
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  /** CSS selector path of the element (axe's `target`; iframes and shadow roots joined with ' >> '). */
  target: string;
  /** Why the element fails, e.g. "Element has insufficient color contrast of 3.9 (…)". */
  reason: string;
}

/** Where a screen was checked: its path with query and the step of the scenario that showed it. */
export interface CheckedScreen {
  url: string;
  label: string;
}

export interface AccessibilityFinding extends AccessibilityViolation {
  screen: CheckedScreen;
}

interface ScreenState {
  heading: boolean;
  busy: string[];
}

/**
 * Whether the screen has settled: the app shows a level-1 heading on every screen (signed-out entry, pages, the
 * 404, the locked premium page) once its content is there, and marks what is still loading with
 * `aria-busy="true"` (page spinner, tiles checking the subscription, a streaming chat reply, a pending submit) or
 * a spinner (`.spinner`, e.g. while the search index or the run history loads). Runs in the page.
 */
function inspectScreen(settledOnly: boolean): boolean | ScreenState {
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const heading = [...document.querySelectorAll('h1')].some(visible);
  const busy = [...document.querySelectorAll('[aria-busy="true"], .spinner')].filter(visible);
  if (settledOnly) return heading && busy.length === 0;
  return {
    heading,
    busy: busy.map((element) => {
      const classes = [...element.classList].map((name) => `.${name}`).join('');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${classes}${text ? ` "${text}"` : ''}`;
    }),
  };
}

/**
 * Waits until the screen shows its content (a visible `h1`, nothing busy or spinning). Waits for the page, never
 * for wall-clock time; gives up after the context's action timeout and says what it was still waiting for.
 */
async function waitForScreen(page: Page): Promise<void> {
  try {
    await page.waitForFunction(inspectScreen, true);
  } catch (error) {
    const state = (await page.evaluate(inspectScreen, false).catch(() => undefined)) as
      ScreenState | undefined;
    const waitingFor = !state
      ? 'the page'
      : [
          ...(state.heading ? [] : ['a visible level-1 heading']),
          ...(state.busy.length > 0 ? [`the end of loading: ${state.busy.join(', ')}`] : []),
        ].join(' and ');
    throw new Error(
      `accessibility check: the screen ${pathAndQuery(page)} did not settle, still waiting for ${waitingFor}\n${String(error)}`,
    );
  }
}

function pathAndQuery(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

function reasonOf(node: NodeResult): string {
  // the failed checks: `any` (none of the ways to pass holds), `all` and `none`
  const messages = [...node.any, ...node.all, ...node.none].map((check) => check.message).filter(Boolean);
  return messages.length > 0 ? messages.join('; ') : (node.failureSummary ?? '').replace(/\s+/g, ' ');
}

function targetOf(node: NodeResult): string {
  return node.target.map((part) => (Array.isArray(part) ? part.join(' >> ') : String(part))).join(' >> ');
}

/**
 * Puts axe-core into the page's document once. AxeBuilder evaluates its source (≈ 1.5 MB) twice on every
 * `analyze()`, which costs seconds per check on a busy machine; the app is a single-page app, so one
 * injection serves every screen until the next full page load.
 */
async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(
    'typeof window.axe === "object" && typeof window.axe.run === "function"',
  );
  if (!present) await page.evaluate(AXE_SOURCE);
}

/** What AxeBuilder evaluates instead of axe's source once `injectAxe` has put it there. */
const ALREADY_INJECTED = 'void 0';

/** Runs axe (WCAG 2.1 A/AA) on the page as it is and returns its serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AccessibilityViolation[]> {
  await injectAxe(page);
  const results = await new AxeBuilder({ page, axeSource: ALREADY_INJECTED })
    // only the violations are reported in full (passes and incomplete checks are not needed here)
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    // axe.run inside the page: the app has no frames, and the default (runPartial) opens a second tab per check
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((rule: Result) => rule.impact && FAILING_IMPACTS.has(rule.impact))
    .flatMap((rule: Result) =>
      rule.nodes.map((node) => ({
        rule: rule.id,
        impact: node.impact ?? rule.impact ?? 'unknown',
        help: rule.help,
        helpUrl: rule.helpUrl.replace(/\?.*$/, ''),
        target: targetOf(node),
        reason: reasonOf(node),
      })),
    );
}

/** The findings as a list a person can act on: per screen, per rule, the elements and why they fail. */
export function formatFindings(findings: readonly AccessibilityFinding[]): string {
  const lines: string[] = [
    `axe (${WCAG_TAGS.join(', ')}) found ${findings.length} serious or critical violation(s):`,
  ];
  const byScreen = new Map<string, AccessibilityFinding[]>();
  for (const finding of findings) {
    const key = `${finding.screen.url} (step '${finding.screen.label}')`;
    byScreen.set(key, [...(byScreen.get(key) ?? []), finding]);
  }
  for (const [screen, onScreen] of byScreen) {
    lines.push(`  on ${screen}:`);
    const byRule = new Map<string, string[]>();
    for (const { rule, impact, help, helpUrl, target, reason } of onScreen) {
      const heading = `    ${rule} [${impact}] ${help} — ${helpUrl}`;
      byRule.set(heading, [...(byRule.get(heading) ?? []), `      ${target}: ${reason}`]);
    }
    for (const [heading, elements] of byRule) lines.push(heading, ...elements);
  }
  return lines.join('\n');
}

/**
 * The accessibility audit of one test: `check` runs axe on the screen as it is once it has settled; every serious
 * or critical violation is kept (once per path, rule and element, with the first step that showed it). The suite
 * (support/browser.ts) checks after every step and fails the test at its end if anything was found.
 */
export class AccessibilityAudit {
  private readonly found = new Map<string, AccessibilityFinding>();
  /** Every screen checked, in order (for the test's own assertions and for debugging). */
  readonly checked: CheckedScreen[] = [];

  constructor(private readonly page: Page) {}

  get findings(): AccessibilityFinding[] {
    return [...this.found.values()];
  }

  /** Waits for the screen's content, runs axe and records what fails; returns this screen's violations. */
  async check(label: string): Promise<AccessibilityViolation[]> {
    await waitForScreen(this.page);
    const screen = { url: pathAndQuery(this.page), label };
    const violations = await seriousViolations(this.page);
    this.checked.push(screen);
    for (const violation of violations) {
      const key = `${new URL(this.page.url()).pathname} ${violation.rule} ${violation.target}`;
      if (!this.found.has(key)) this.found.set(key, { ...violation, screen });
    }
    return violations;
  }

  /** Throws the readable list if any check found a serious or critical violation. */
  assertNone(): void {
    if (this.found.size > 0) throw new Error(formatFindings(this.findings));
  }
}
