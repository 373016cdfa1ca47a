import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { never, stubFetch, type Reply } from '../../test/fetch-stub';
import { subscription } from '../../test/fixtures';
import { TOPICS } from '../../test/info-fixtures';
import { renderInRouter } from '../../test/render';
import InfoPage from './info-page';

type Route = Reply | (() => Reply);

function renderInfo({ active = false, topics = { status: 200, body: TOPICS } as Route } = {}) {
  const stub = stubFetch({
    'GET /api/info/topics': topics,
    'GET /api/stripe/subscription-status': subscription(active),
  });
  renderInRouter(<InfoPage />, { path: '/info', route: '/info' });
  return stub;
}

const topicList = () => screen.getByRole('list', { name: 'Themen' });
const visibleTitles = () =>
  within(topicList())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.topic-card__title')?.textContent);

describe('/info MPU Grundlagen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the heading, the search box and every topic card with title and summary', async () => {
    renderInfo({ active: true });
    expect(screen.getByRole('heading', { level: 1, name: 'MPU Grundlagen' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Themen durchsuchen' })).toHaveAttribute(
      'placeholder',
      'Themen oder Begriffe suchen …',
    );
    expect(await screen.findByRole('link', { name: 'Kosten der MPU und Vorbereitung' })).toHaveAttribute(
      'href',
      '/info/costs',
    );
    expect(screen.getByRole('link', { name: 'Kosten der MPU und Vorbereitung' })).toHaveAccessibleDescription(
      'Was das Gutachten, die Tests und die Vorbereitung kosten.',
    );
    // with a subscription the premium topic opens like every other
    expect(screen.getByRole('link', { name: 'Abstinenznachweise (CTU)' })).toHaveAttribute(
      'href',
      '/info/ctu',
    );
    expect(visibleTitles()).toHaveLength(3);
  });

  it("leads to the self-assessment /info/quiz below the topics ('MPU Selbsteinschätzung')", async () => {
    renderInfo({ active: true });
    const section = await screen.findByRole('region', { name: 'Selbsttest' });
    const card = await within(section).findByRole('link', { name: 'MPU Selbsteinschätzung' });
    expect(card).toHaveAccessibleDescription(
      'In fünf Fragen einschätzen, welche MPU-Hypothese auf dich zutreffen könnte.',
    );
    // not one of the topics: the filter leaves it alone
    expect(within(topicList()).queryByText('MPU Selbsteinschätzung')).not.toBeInTheDocument();
    await userEvent.click(card);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/info\/quiz$/);
  });

  it('shows the self-assessment locked like the premium topics without a subscription', async () => {
    renderInfo({ active: false });
    const locked = await screen.findByRole('group', { name: 'MPU Selbsteinschätzung' });
    expect(locked).toHaveAttribute('data-locked', 'true');
    expect(within(locked).getByText('PREMIUM')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'MPU Selbsteinschätzung' })).not.toBeInTheDocument();
    await userEvent.click(within(locked).getByRole('button', { name: 'Jetzt freischalten' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/subscribe');
  });

  it('shows the lock overlay on premium topics without a subscription; free topics stay open', async () => {
    renderInfo({ active: false });
    const locked = await screen.findByRole('group', { name: 'Abstinenznachweise (CTU)' });
    expect(locked).toHaveAttribute('data-locked', 'true');
    expect(within(locked).getByText('PREMIUM')).toBeInTheDocument();
    expect(within(locked).getByText('Premium Funktion')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Abstinenznachweise (CTU)' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Allgemeine Einführung in die MPU' })).toHaveAttribute(
      'data-locked',
      'false',
    );

    await userEvent.click(within(locked).getByRole('button', { name: 'Jetzt freischalten' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/subscribe');
  });

  it('dims premium topics while the subscription is being checked', async () => {
    stubFetch({
      'GET /api/info/topics': { status: 200, body: TOPICS },
      'GET /api/stripe/subscription-status': never,
    });
    renderInRouter(<InfoPage />, { path: '/info', route: '/info' });
    await screen.findByRole('link', { name: 'Kosten der MPU und Vorbereitung' });
    expect(document.querySelector('[data-locked="pending"]')).toHaveTextContent('Abstinenznachweise (CTU)');
  });

  it('filters from 3 trimmed characters after 300 ms over title, summary, keywords and section titles', async () => {
    renderInfo({ active: true });
    await screen.findByRole('link', { name: 'Kosten der MPU und Vorbereitung' });
    vi.useFakeTimers();
    const box = screen.getByRole('searchbox', { name: 'Themen durchsuchen' });
    const type = (value: string) => {
      fireEvent.change(box, { target: { value } });
      act(() => vi.advanceTimersByTime(300));
    };

    // two characters (even with spaces around them) do not filter
    type('  et ');
    expect(visibleTitles()).toHaveLength(3);

    // debounced: nothing happens before 300 ms
    fireEvent.change(box, { target: { value: 'Haar' } });
    act(() => vi.advanceTimersByTime(299));
    expect(visibleTitles()).toHaveLength(3);
    act(() => vi.advanceTimersByTime(1));
    expect(visibleTitles()).toEqual(['Abstinenznachweise (CTU)']); // summary

    type('KOSTEN'); // title, any case
    expect(visibleTitles()).toEqual(['Kosten der MPU und Vorbereitung']);
    type('fahreignung'); // keyword
    expect(visibleTitles()).toEqual(['Allgemeine Einführung in die MPU']);
    type(' Gebühren für '); // section title, trimmed
    expect(visibleTitles()).toEqual(['Kosten der MPU und Vorbereitung']);
    type('ab');
    expect(visibleTitles()).toHaveLength(3);
  });

  it("shows 'Keine Ergebnisse gefunden' and links the query to the full search", async () => {
    renderInfo({ active: true });
    await screen.findByRole('link', { name: 'Kosten der MPU und Vorbereitung' });
    expect(screen.getByRole('link', { name: 'In allen Artikeln suchen' })).toHaveAttribute('href', '/search');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Themen durchsuchen' }), ' Promille ');
    expect(await screen.findByText('Keine Ergebnisse gefunden')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Themen' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'In allen Artikeln suchen' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=Promille');
  });

  it("offers 'Erneut versuchen' when the topics cannot be loaded", async () => {
    let fail = true;
    renderInfo({
      active: true,
      topics: () =>
        fail ? { status: 503, body: { message: 'Dienst nicht verfügbar' } } : { status: 200, body: TOPICS },
    });
    expect(await screen.findByText(/Die Themen konnten nicht geladen werden/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('link', { name: 'Kosten der MPU und Vorbereitung' })).toBeInTheDocument();
  });
});
