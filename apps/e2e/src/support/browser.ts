import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import { AccessibilityAudit, formatFindings } from './accessibility';
import { ARTIFACTS_DIR, BASE_URL_VARIABLE } from './paths';

const CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  // Voice input: a fake microphone (a beep) instead of a device, and no permission prompt.
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

/** How long a locator waits before an assertion step fails (the whole test has jest's 60 s). */
const ACTION_TIMEOUT_MS = 10_000;

/** A browser console error that the test expects, e.g. the 401 of GET /api/user while signed out. */
interface ExpectedHttpError {
  status: number;
  method?: string;
  path: string;
}

/** Signed out, the app root asks GET /api/user and gets 401 — that is how it learns to show the entry. */
const ALWAYS_EXPECTED: readonly ExpectedHttpError[] = [{ status: 401, method: 'GET', path: '/api/user' }];

export interface E2eSession {
  page: Page;
  context: BrowserContext;
  baseUrl: string;
  /** Saves `artifacts/<suite>-<test id>-<nn>-<name>.png`. */
  screenshot(name: string): Promise<void>;
  /**
   * Runs one step of the scenario, then checks the screen it ends on with axe (see `checkAccessibility`) and
   * takes its screenshot; on failure the screenshot is named after the step.
   */
  step<T>(name: string, action: () => Promise<T>): Promise<T>;
  /**
   * Waits until the screen has settled (a visible `h1`, nothing loading) and runs axe (WCAG 2.1 A/AA) on it.
   * Every step ends with this check; call it inside a step for a screen that the step leaves again. Serious
   * and critical violations fail the test at its end, listed by screen, rule and element.
   */
  checkAccessibility(label: string): Promise<void>;
  /** Marks a further HTTP error (logged by Chromium as a console error) as part of the scenario. */
  expectHttpError(error: ExpectedHttpError): void;
  /** Absolute URL of a path of the system under test. */
  url(pathname: string): string;
}

export interface E2eTestOptions {
  /** Short name for the screenshot files, e.g. `s1-register` → `auth-s1-register-03-too-short.png`. */
  id?: string;
  expectedHttpErrors?: readonly ExpectedHttpError[];
  /**
   * A product bug the test documents: runs as `it.failing`, so the suite stays green while the bug is
   * there and turns red once it is fixed — then drop this option.
   */
  knownBug?: string;
}

/**
 * Adds a note to a failure as Jest prints it: assertion errors are shown by message, other errors by
 * their stack (which was captured with the original message).
 */
function annotate(error: Error, note: string): void {
  const original = error.message;
  if ('matcherResult' in error || !error.stack?.includes(original)) error.message = original + note;
  else error.stack = error.stack.replace(original, original + note);
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}

interface HttpFailure {
  status: number;
  method: string;
  url: string;
}

/**
 * Console errors, uncaught page errors and CSP violations of one page. Chromium reports a failed
 * request as the console error "Failed to load resource: … status of 401"; it is matched against the
 * responses seen so far, and allowed only when the test expects that status for that path.
 */
class BrowserProblems {
  readonly problems: string[] = [];
  private readonly httpFailures: HttpFailure[] = [];
  private readonly expected: ExpectedHttpError[];

  constructor(expected: readonly ExpectedHttpError[]) {
    this.expected = [...ALWAYS_EXPECTED, ...expected];
  }

  expect(error: ExpectedHttpError): void {
    this.expected.push(error);
  }

  recordResponse(failure: HttpFailure): void {
    this.httpFailures.push(failure);
  }

  recordConsole(message: ConsoleMessage): void {
    if (message.type() !== 'error') return;
    const text = message.text();
    const resourceUrl = message.location().url;
    const status = /status of (\d{3})/.exec(text)?.[1];
    if (status && resourceUrl && this.isExpected(Number(status), resourceUrl)) return;
    this.problems.push(`console.error: ${text}${resourceUrl ? ` (${resourceUrl})` : ''}`);
  }

  recordPageError(error: Error): void {
    this.problems.push(`uncaught: ${error.stack ?? error.message}`);
  }

  recordCspViolation(violation: string): void {
    this.problems.push(`CSP violation: ${violation}`);
  }

  private isExpected(status: number, url: string): boolean {
    const pathname = new URL(url).pathname;
    const methods = this.httpFailures
      .filter((failure) => failure.status === status && failure.url === url)
      .map((failure) => failure.method);
    return this.expected.some(
      (expected) =>
        expected.status === status &&
        expected.path === pathname &&
        (!expected.method || methods.length === 0 || methods.includes(expected.method)),
    );
  }
}

/** Reports `securitypolicyviolation` events to the test (in addition to Chromium's console message). */
const CSP_LISTENER = `document.addEventListener('securitypolicyviolation', (event) => {
  window.__e2eCspViolation(event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline') +
    ' at ' + event.sourceFile + ':' + event.lineNumber);
});`;

let visitor = 0;

/**
 * Registers the browser of one spec file (launched in beforeAll) and returns its `test`: every test gets
 * a fresh mobile context (375×812, de-DE, touch), screenshots, an accessibility check of the screen each step
 * ends on, and fails on browser errors and on serious or critical accessibility violations.
 */
export function e2eSuite(suite: string, suiteOptions: { baseUrl?: () => string | undefined } = {}) {
  let browser: Browser | undefined;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });

  afterAll(async () => {
    await browser?.close();
  });

  function test(name: string, body: (session: E2eSession) => Promise<void>, options: E2eTestOptions = {}) {
    const register = options.knownBug ? it.failing : it;
    register(options.knownBug ? `${name} [known bug: ${options.knownBug}]` : name, async () => {
      // A spec file may run against a system of its own (e.g. with an LLM double instead of offline mode).
      const baseUrl = suiteOptions.baseUrl ? suiteOptions.baseUrl() : process.env[BASE_URL_VARIABLE];
      if (!browser || !baseUrl) throw new Error('e2e: browser or system not started');
      visitor += 1;
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        locale: 'de-DE',
        timezoneId: 'Europe/Berlin',
        // the app honours it: no transitions, so screenshots and computed colours are final
        reducedMotion: 'reduce',
        permissions: ['microphone'],
        // Each test is its own visitor for the gateway's per-address rate limits (TRUST_PROXY is on).
        extraHTTPHeaders: { 'x-forwarded-for': `10.77.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}` },
      });
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      const problems = new BrowserProblems(options.expectedHttpErrors ?? []);
      await context.exposeFunction('__e2eCspViolation', (violation: string) =>
        problems.recordCspViolation(violation),
      );
      await context.addInitScript(CSP_LISTENER);
      const page = await context.newPage();
      const audit = new AccessibilityAudit(page);
      page.on('console', (message) => problems.recordConsole(message));
      page.on('pageerror', (error) => problems.recordPageError(error));
      page.on('response', (response) => {
        if (response.status() >= 400) {
          problems.recordResponse({
            status: response.status(),
            method: response.request().method(),
            url: response.url(),
          });
        }
      });

      const prefix = `${slug(suite)}-${options.id ? slug(options.id) : slug(name).slice(0, 40)}`;
      let shots = 0;
      let currentStep = 'start';
      const screenshot = async (shotName: string) => {
        shots += 1;
        const file = `${prefix}-${String(shots).padStart(2, '0')}-${slug(shotName)}.png`;
        await page.screenshot({ path: path.join(ARTIFACTS_DIR, file) });
      };
      const session: E2eSession = {
        page,
        context,
        baseUrl,
        screenshot,
        step: async (stepName, action) => {
          currentStep = stepName;
          const result = await action();
          await audit.check(stepName);
          await screenshot(stepName);
          return result;
        },
        checkAccessibility: async (label) => {
          await audit.check(label);
        },
        expectHttpError: (error) => problems.expect(error),
        url: (pathname) => new URL(pathname, baseUrl).toString(),
      };

      try {
        await body(session);
        currentStep = 'accessibility';
        audit.assertNone();
        currentStep = 'browser-errors';
        // Late console messages (e.g. of the last request) arrive asynchronously.
        await page.waitForTimeout(100);
        expect(problems.problems).toEqual([]);
      } catch (error) {
        const file = `FAILED-${prefix}-${slug(currentStep)}.png`;
        await page.screenshot({ path: path.join(ARTIFACTS_DIR, file) }).catch(() => undefined);
        if (error instanceof Error) {
          let note = `\n[e2e] failed in step '${currentStep}', screenshot apps/e2e/artifacts/${file}`;
          if (audit.findings.length > 0 && currentStep !== 'accessibility')
            note += `\n[e2e] accessibility:\n${formatFindings(audit.findings)}`;
          if (problems.problems.length > 0 && currentStep !== 'browser-errors')
            note += `\n[e2e] browser problems:\n  ${problems.problems.join('\n  ')}`;
          annotate(error, note);
        }
        throw error;
      } finally {
        await context.close();
      }
    });
  }

  return { test };
}
