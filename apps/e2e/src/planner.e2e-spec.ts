import type { PlannerBody } from '@mpu/contracts';
import { PLANNER_TEXTS } from '@mpu/ui-texts';
import { DEMO_ACCOUNTS } from '@mpu/server-kit';
import type { Locator, Page, Request } from 'playwright-core';
import { loginViaApi } from './support/app';
import { e2eSuite } from './support/browser';

const T = PLANNER_TEXTS;
/** A little longer than the page's long-press delay for events (300 ms, apps/web planner.constants.ts). */
const EVENT_LONG_PRESS_WAIT_MS = 450;
const { test } = e2eSuite('planner');

/** The list entry of an appointment (by its description). */
function listItem(page: Page, description: string): Locator {
  return page
    .getByRole('list', { name: T.list.title })
    .getByRole('listitem')
    .filter({ has: page.getByText(description, { exact: true }) });
}

async function dateOf(page: Page, description: string): Promise<string> {
  return (await listItem(page, description).locator('time').getAttribute('datetime'))!;
}

const isSave = (request: Request) =>
  request.method() === 'PUT' && new URL(request.url()).pathname === '/api/planner';

/** Counts the saves (PUT /api/planner) in flight, so a step can wait until every change is stored. */
function trackSaves(page: Page) {
  let pending = 0;
  const bodies: PlannerBody[] = [];
  page.on('request', (request) => {
    if (!isSave(request)) return;
    pending += 1;
    bodies.push(request.postDataJSON() as PlannerBody);
  });
  const done = (request: Request) => {
    if (isSave(request)) pending -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    bodies,
    /** Resolves once at least `count` saves were sent and none is in flight. */
    async settled(count: number): Promise<void> {
      const until = Date.now() + 10_000;
      while (bodies.length < count || pending > 0) {
        if (Date.now() > until) throw new Error(`planner saves: ${bodies.length} sent, ${pending} in flight`);
        await page.waitForTimeout(50);
      }
    },
  };
}

/** Another day of the same month, three days away (appointments lie on days 1–25). */
function otherDay(iso: string): string {
  const day = Number(iso.slice(8, 10));
  const target = day <= 20 ? day + 3 : day - 3;
  return `${iso.slice(0, 8)}${String(target).padStart(2, '0')}`;
}

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A finger: touch down, rest past FullCalendar's long-press delay, move in small steps, lift (Playwright has no
 * touch-move API, so the DevTools protocol sends the touch events).
 */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [point] : [] });
  await touch('touchStart', from);
  await page.waitForTimeout(EVENT_LONG_PRESS_WAIT_MS);
  const steps = 20;
  for (let i = 1; i <= steps; i += 1) {
    await touch('touchMove', {
      x: from.x + ((to.x - from.x) * i) / steps,
      y: from.y + ((to.y - from.y) * i) / steps,
    });
  }
  await touch('touchEnd');
  await cdp.detach();
}

describe('Abstinenznachweis Planung', () => {
  test(
    'drags an appointment to another day (mouse and touch), keeps it after a reload and ticks one off (calendar and list)',
    async (session) => {
      const { page, step } = session;
      await loginViaApi(session, DEMO_ACCOUNTS.premium);
      const saves = trackSaves(page);
      const first = 'Urinscreening 1 von 6';

      await step('plan from today', async () => {
        await page.goto('/abstinenztest');
        await page.getByRole('heading', { level: 1, name: T.title }).waitFor();
        await listItem(page, first).waitFor();
        // the first visit saved a plan from today (unless an earlier run did); start from a fresh one anyway
        await saves.settled(0);
        const before = saves.bodies.length;
        await page.getByRole('button', { name: T.newPlan }).tap();
        await page.getByRole('alertdialog', { name: T.newPlanDialog.title }).waitFor();
        await page.getByRole('button', { name: T.newPlanDialog.confirm }).tap();
        await saves.settled(before + 1);
        expect(saves.bodies.at(-1)!.appointments.every((a) => !a.completed)).toBe(true);
        await page.reload();
        await listItem(page, first).waitFor();
        expect(await page.getByRole('list', { name: T.list.title }).getByRole('listitem').count()).toBe(7);
        expect(await page.getByText(T.progress.summary(0, 7)).isVisible()).toBe(true);
      });

      const from = await dateOf(page, first);
      const to = otherDay(from);
      await step('drag in the calendar', async () => {
        // the calendar opens at the month of the next appointment: Urinscreening 1
        const event = page.locator('.planner-calendar .fc-event[data-appointment-id="urine-1"]');
        await event.waitFor();
        expect(await event.locator('xpath=ancestor::td[@data-date]').getAttribute('data-date')).toBe(from);
        const target = page.locator(`.planner-calendar td.fc-daygrid-day[data-date="${to}"]`);
        const start = await centre(event);
        const end = await centre(target);
        const before = saves.bodies.length;
        await page.mouse.move(start.x, start.y);
        await page.mouse.down();
        // FullCalendar starts a drag only after some movement; small steps like a real hand
        await page.mouse.move(start.x + 4, start.y + 4, { steps: 4 });
        await page.mouse.move(end.x, end.y, { steps: 20 });
        await page.mouse.up();
        await saves.settled(before + 1);
        expect(saves.bodies).toHaveLength(before + 1);
        expect(saves.bodies.at(-1)!.appointments.find((a) => a.id === 'urine-1')?.date).toBe(to);
        await page
          .locator(`.planner-calendar td[data-date="${to}"] [data-appointment-id="urine-1"]`)
          .waitFor();
        expect(await dateOf(page, first)).toBe(to);
      });

      await step('still moved after a reload', async () => {
        await page.reload();
        await listItem(page, first).waitFor();
        expect(await dateOf(page, first)).toBe(to);
        await page
          .locator(`.planner-calendar td[data-date="${to}"] [data-appointment-id="urine-1"]`)
          .waitFor();
      });

      await step('touch: long press, then drag back', async () => {
        const event = page.locator(`.planner-calendar td[data-date="${to}"] [data-appointment-id="urine-1"]`);
        const target = page.locator(`.planner-calendar td.fc-daygrid-day[data-date="${from}"]`);
        const start = await centre(event);
        const end = await centre(target);
        const before = saves.bodies.length;
        await touchDrag(page, start, end);
        await saves.settled(before + 1);
        expect(saves.bodies.at(-1)!.appointments.find((a) => a.id === 'urine-1')?.date).toBe(from);
        expect(await dateOf(page, first)).toBe(from);
      });

      await step('a drag does not tick off; a tap in the calendar does, Enter opens it again', async () => {
        expect(await page.getByText(T.progress.summary(0, 7)).isVisible()).toBe(true);
        expect(saves.bodies.every((body) => body.appointments.every((a) => !a.completed))).toBe(true);

        const open = page.getByRole('button', { name: T.calendar.eventLabel(first, false), exact: true });
        let before = saves.bodies.length;
        await open.tap();
        await saves.settled(before + 1);
        await page.getByText(T.progress.summary(1, 7)).waitFor();
        expect(saves.bodies.at(-1)!.appointments.find((a) => a.id === 'urine-1')?.completed).toBe(true);
        const done = page.getByRole('button', { name: T.calendar.eventLabel(first, true), exact: true });
        expect(await done.getAttribute('class')).toContain('planner-event--done');
        expect(
          await page.getByRole('button', { name: T.list.doneLabel(first) }).getAttribute('aria-pressed'),
        ).toBe('true');

        before = saves.bodies.length;
        await done.focus();
        await page.keyboard.press('Enter');
        await saves.settled(before + 1);
        await page.getByText(T.progress.summary(0, 7)).waitFor();
        expect(saves.bodies.at(-1)!.appointments.find((a) => a.id === 'urine-1')?.completed).toBe(false);
        expect(await open.evaluate((element) => element === document.activeElement)).toBe(true);
      });

      await step('tick off', async () => {
        const done = page.getByRole('button', { name: T.list.doneLabel(first) });
        const before = saves.bodies.length;
        await done.tap();
        await saves.settled(before + 1);
        expect(await done.getAttribute('aria-pressed')).toBe('true');
        await page.getByText(T.progress.summary(1, 7)).waitFor();
        expect(
          await page.getByRole('progressbar', { name: T.progress.barLabel }).getAttribute('aria-valuenow'),
        ).toBe('14');
        await page.reload();
        await page.getByText(T.progress.summary(1, 7)).waitFor();
        expect(
          await page.getByRole('button', { name: T.list.doneLabel(first) }).getAttribute('aria-pressed'),
        ).toBe('true');
        await listItem(page, first).scrollIntoViewIfNeeded();
      });
    },
    { id: 'drag' },
  );
});
