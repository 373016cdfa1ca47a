import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { stubFetch, type Reply } from '../../test/fetch-stub';
import { untilWithFakeTimers } from '../../test/fake-timers';
import { aSummary, OTHER_SESSION_ID, SESSION_ID } from '../../test/chat-fixtures';
import { SessionListPopup } from './session-list-popup';

const sessions = [
  aSummary({ id: SESSION_ID, startedAt: '2025-03-12T13:30:00.000Z', turnCount: 2 }),
  aSummary({ id: OTHER_SESSION_ID, startedAt: '2025-03-01T09:00:00.000Z', turnCount: 0 }),
];

function renderPopup(preview: Reply | ((request: Request) => Reply | Promise<Reply>), onSelect = vi.fn()) {
  const stub = stubFetch({
    'GET /api/sessions/user/coach': { status: 200, body: sessions },
    [`GET /api/sessions/${SESSION_ID}/preview`]: preview,
    [`GET /api/sessions/${OTHER_SESSION_ID}/preview`]: { status: 200, body: [] },
  });
  render(
    <Provider store={makeStore()}>
      <SessionListPopup mode="coach" currentId={SESSION_ID} onSelect={onSelect} />
    </Provider>,
  );
  return { stub, onSelect };
}

/** Moves the fake clock (setTimeout, Date) by `ms`. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Lets pending fetches settle without moving the fake clock, until `check` passes. */
function until<T>(check: () => T): Promise<T> {
  return untilWithFakeTimers(check, () => vi.advanceTimersByTimeAsync(0));
}

async function openPopup() {
  fireEvent.click(screen.getByRole('button', { name: 'Sitzungen' }));
  await until(() => expect(entries()).toHaveLength(2));
  return screen.getByRole('region', { name: 'Ihre Sitzungen' });
}

const entries = () => screen.getAllByRole('button', { name: /^Sitzung vom / });
const previewCalls = (stub: { calls: string[] }) => stub.calls.filter((call) => call.endsWith('/preview'));

describe('SessionListPopup', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('lists the sessions of the mode with date, current marker and number of messages', async () => {
    renderPopup({ status: 200, body: [] });
    const toggle = screen.getByRole('button', { name: 'Sitzungen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const region = await openPopup();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(entries()).toHaveLength(2);
    expect(entries()[0]).toHaveAttribute('aria-current', 'true');
    expect(entries()[0]).toHaveAccessibleDescription('Aktuelle Sitzung · 2 Nachrichten');
    expect(region).toHaveClass('session-list__panel');

    fireEvent.keyDown(region, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Ihre Sitzungen' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('loads the preview after 300 ms of hovering and shows its items', async () => {
    const { stub } = renderPopup({
      status: 200,
      body: [{ message: 'Meine erste Antwort', response: 'Danke, erzählen Sie mehr.' }],
    });
    await openPopup();
    fireEvent.mouseEnter(entries()[0]!.parentElement!);
    await advance(299);
    expect(previewCalls(stub)).toHaveLength(0);
    await advance(1);
    expect(previewCalls(stub)).toHaveLength(1);
    const preview = screen.getByRole('region', { name: /^Vorschau der Sitzung vom / });
    await until(() => expect(within(preview).getByText('Meine erste Antwort')).toBeInTheDocument());
    expect(within(preview).getByText('Danke, erzählen Sie mehr.')).toBeInTheDocument();
  });

  it('does not load a preview when the pointer leaves before 300 ms', async () => {
    const { stub } = renderPopup({ status: 200, body: [] });
    await openPopup();
    const item = entries()[0]!.parentElement!;
    fireEvent.mouseEnter(item);
    await advance(200);
    fireEvent.mouseLeave(item);
    await advance(500);
    expect(previewCalls(stub)).toHaveLength(0);
  });

  it("shows 'Lädt Vorschau...' while loading and 'Vorschau konnte nicht geladen werden' after the 3 s timeout", async () => {
    // like the browser's fetch, the request fails once it is aborted (fetchBaseQuery's timeout)
    renderPopup(
      (request: Request) =>
        new Promise<Reply>((_resolve, reject) =>
          request.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    );
    await openPopup();
    fireEvent.focus(entries()[0]!);
    await advance(300);
    expect(screen.getByText('Lädt Vorschau...')).toBeInTheDocument();
    await advance(2999);
    expect(screen.getByText('Lädt Vorschau...')).toBeInTheDocument();
    await advance(1);
    await until(() => expect(screen.getByText('Vorschau konnte nicht geladen werden')).toBeInTheDocument());
  });

  it("shows 'Vorschau konnte nicht geladen werden' on an error and 'Keine Nachrichten in dieser Sitzung' for an empty session", async () => {
    renderPopup({ status: 500, body: { message: 'kaputt' } });
    await openPopup();
    fireEvent.mouseEnter(entries()[0]!.parentElement!);
    await advance(300);
    await until(() => expect(screen.getByText('Vorschau konnte nicht geladen werden')).toBeInTheDocument());

    fireEvent.mouseEnter(entries()[1]!.parentElement!);
    await advance(300);
    await until(() => expect(screen.getByText('Keine Nachrichten in dieser Sitzung')).toBeInTheDocument());
  });

  it('keeps a preview 60 s in the cache', async () => {
    const { stub } = renderPopup({ status: 200, body: [{ message: 'Frage', response: 'Antwort' }] });
    await openPopup();
    const first = entries()[0]!.parentElement!;
    const second = entries()[1]!.parentElement!;
    fireEvent.mouseEnter(first);
    await advance(300);
    await until(() => expect(screen.getByText('Antwort')).toBeInTheDocument());
    fireEvent.mouseEnter(second);
    await advance(300);
    fireEvent.mouseEnter(first);
    await advance(300);
    expect(previewCalls(stub).filter((call) => call.includes(SESSION_ID))).toHaveLength(1);
    expect(screen.getByText('Antwort')).toBeInTheDocument();
  });

  it('shows the preview on a long press instead of opening the session; a tap opens it', async () => {
    const { onSelect } = renderPopup({ status: 200, body: [{ message: 'Frage', response: 'Antwort' }] });
    await openPopup();
    const entry = entries()[0]!;
    fireEvent.touchStart(entry);
    await advance(500);
    fireEvent.touchEnd(entry);
    fireEvent.click(entry);
    expect(onSelect).not.toHaveBeenCalled();
    await until(() => expect(screen.getByText('Antwort')).toBeInTheDocument());

    fireEvent.touchStart(entries()[1]!);
    await advance(100);
    fireEvent.touchEnd(entries()[1]!);
    fireEvent.click(entries()[1]!);
    expect(onSelect).toHaveBeenCalledWith(OTHER_SESSION_ID);
    expect(screen.queryByRole('region', { name: 'Ihre Sitzungen' })).not.toBeInTheDocument();
  });
});
