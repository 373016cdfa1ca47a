import { randomUUID } from 'node:crypto';
import { COMMON_TEXTS, ENTRY_TEXTS } from '@mpu/ui-texts';
import type { Locator, Page } from 'playwright-core';
import type { E2eSession } from './browser';

const E = ENTRY_TEXTS.entry;

export interface Credentials {
  username: string;
  password: string;
}

/** A username no earlier run has taken (the database is fresh per run, but runs may repeat a test). */
export function uniqueUsername(prefix = 'e2e'): string {
  return `${prefix}_${randomUUID().slice(0, 8)}`;
}

/** The entry screen of a signed-out visitor. */
export async function openEntry(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: E.title }).waitFor();
}

export function entryTab(page: Page, name: string): Locator {
  return page.getByRole('tab', { name, exact: true });
}

/** The form fields by their visible labels (the web README lists them for getByLabel). */
export function field(page: Page, label: string): Locator {
  return page.getByLabel(label, { exact: true });
}

/** The text of the elements an input names in aria-describedby — its hint or validation message. */
export async function describedBy(input: Locator): Promise<string> {
  const ids = (await input.getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? [];
  const texts = await Promise.all(ids.map((id) => input.page().locator(`[id="${id}"]`).innerText()));
  return texts.join(' ').trim();
}

/** Waits until the element has the keyboard focus (focus moves in effects, after the element appears). */
export async function waitForFocus(element: Locator): Promise<void> {
  await element
    .page()
    .waitForFunction((node) => node === document.activeElement, await element.elementHandle());
}

/** Logs in through the form on the entry screen (the page must show it). */
export async function loginThroughForm(page: Page, credentials: Credentials): Promise<void> {
  await entryTab(page, E.loginTab).tap();
  await field(page, E.usernameLabel).fill(credentials.username);
  await field(page, E.passwordLabel).fill(credentials.password);
  await page.getByRole('button', { name: E.loginSubmit, exact: true }).tap();
}

/**
 * Signs the browser context in via the API (same cookie jar as the page) for scenarios that are not
 * about the login form. The gateway's CSRF check wants the site's Origin, which a browser would send.
 */
export async function loginViaApi(session: E2eSession, credentials: Credentials): Promise<void> {
  const response = await session.context.request.post('/api/login', {
    data: credentials,
    headers: { origin: session.baseUrl },
  });
  if (response.status() !== 200)
    throw new Error(`login of ${credentials.username}: HTTP ${response.status()}`);
}

export async function registerViaApi(
  session: E2eSession,
  user: Credentials & { displayName?: string },
): Promise<void> {
  const response = await session.context.request.post('/api/register', {
    data: user,
    headers: { origin: session.baseUrl },
  });
  if (response.status() !== 201)
    throw new Error(`registration of ${user.username}: HTTP ${response.status()}`);
}

/** The toast region; normal toasts are in its `status`, destructive ones in its `alert` live region. */
function toaster(page: Page): Locator {
  return page.getByRole('region', { name: COMMON_TEXTS.notifications });
}

export async function toastText(
  page: Page,
  variant: 'normal' | 'destructive',
): Promise<{ title: string; text: string }> {
  const region = toaster(page).getByRole(variant === 'destructive' ? 'alert' : 'status');
  const toast = region.getByTestId('toast');
  await toast.waitFor();
  return {
    title: await toast.locator('.toast__title').innerText(),
    text: await toast.locator('.toast__description').innerText(),
  };
}

export function pathname(page: Page): string {
  return new URL(page.url()).pathname;
}
