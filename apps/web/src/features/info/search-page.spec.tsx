import { act, createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { makeStore } from '../../app/store';
import { stubFetch } from '../../test/fetch-stub';
import { signedIn, subscription } from '../../test/fixtures';
import { SEARCH_INDEX } from '../../test/info-fixtures';
import { loadLazyModules } from '../../test/lazy-modules';
import { renderApp, renderInRouter } from '../../test/render';
import SearchPage from './search-page';

/** The whole address, hash included (the shared probe shows path and query only). */
function AddressProbe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="address">{pathname + search + hash}</output>;
}

function renderSearch(path = '/search', store = makeStore()) {
  const stub = stubFetch({ 'GET /api/info/search-index': { status: 200, body: SEARCH_INDEX } });
  const view = renderInRouter(
    <>
      <SearchPage />
      <AddressProbe />
    </>,
    { path, store },
  );
  return { stub, ...view };
}

const field = () => screen.getByRole('searchbox', { name: 'Suchbegriff' });
const address = () => screen.getByTestId('address').textContent;
const typeNow = (value: string) => {
  fireEvent.change(field(), { target: { value } });
  act(() => vi.advanceTimersByTime(300));
};

describe('/search', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows heading, intro, the nine suggested terms and the category links for an empty query', async () => {
    const { stub } = renderSearch();
    expect(screen.getByRole('heading', { level: 1, name: 'Suche' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zu MPU Grundlagen' })).toHaveAttribute('href', '/info');
    expect(field()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Suche leeren' })).not.toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Was möchtest du wissen?' })).toBeInTheDocument();
    const suggestions = screen.getByRole('region', { name: 'Häufig gesucht' });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Alkohol',
      'Drogen',
      'Abstinenz',
      'Gutachten',
      'Kosten',
      'Vorbereitung',
      'MPU',
      'Fahreignung',
      'Abhängigkeit',
    ]);
    const categories = screen.getByRole('navigation', { name: 'Kategorien' });
    expect(
      within(categories)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Kosten der MPU und Vorbereitung', '/info/costs'],
      ['Allgemeine Einführung in die MPU', '/info/general'],
      ['Abstinenznachweise (CTU)', '/info/ctu'],
    ]);
    expect(stub.calls).toEqual(['GET /api/info/search-index']);
  });

  it('loads the index once and keeps it cached for the next visit', async () => {
    const store = makeStore();
    const first = renderSearch('/search', store);
    await screen.findByRole('heading', { name: 'Was möchtest du wissen?' });
    first.unmount();
    renderInRouter(<SearchPage />, { path: '/search?q=Kosten', store });
    expect(await screen.findByText(/Ergebnisse? für "Kosten"/)).toBeInTheDocument();
    expect(first.stub.calls).toEqual(['GET /api/info/search-index']);
  });

  it('searches from 3 trimmed characters, 300 ms after the last key', async () => {
    renderSearch();
    await screen.findByRole('heading', { name: 'Was möchtest du wissen?' });
    vi.useFakeTimers();

    typeNow(' Gu ');
    expect(screen.getByText('Bitte gib mindestens 3 Zeichen ein.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Was möchtest du wissen?' })).toBeInTheDocument();

    fireEvent.change(field(), { target: { value: 'Gutachten' } });
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByText(/Ergebnisse für/)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('2 Ergebnisse für "Gutachten"')).toBeInTheDocument();
  });

  it('keeps the query in the address by replacing the history entry, not pushing one', async () => {
    await loadLazyModules(); // the whole app, with its lazy screens
    stubFetch({
      'GET /api/user': signedIn(),
      'GET /api/stripe/subscription-status': subscription(false),
      'GET /api/info/search-index': { status: 200, body: SEARCH_INDEX },
    });
    renderApp('/search');
    await screen.findByRole('heading', { name: 'Was möchtest du wissen?' });
    const entries = window.history.length;

    await userEvent.type(field(), 'Kosten');
    expect(await screen.findByText(/für "Kosten"/)).toBeInTheDocument();
    // the address follows in an effect after the results render
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/search?q=Kosten'));
    expect(window.history.length).toBe(entries);

    await userEvent.click(screen.getByRole('button', { name: 'Suche leeren' }));
    expect(field()).toHaveValue('');
    expect(field()).toHaveFocus();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.history.length).toBe(entries);
  });

  it('starts with the query of the address', async () => {
    renderSearch('/search?q=Gesamtkosten');
    expect(field()).toHaveValue('Gesamtkosten');
    expect(await screen.findByText('1 Ergebnis für "Gesamtkosten"')).toBeInTheDocument();
  });

  it('shows the clear button only for a query that is not blank and suppresses form submission', async () => {
    renderSearch();
    await screen.findByRole('heading', { name: 'Was möchtest du wissen?' });
    await userEvent.type(field(), '   ');
    expect(screen.queryByRole('button', { name: 'Suche leeren' })).not.toBeInTheDocument();
    await userEvent.type(field(), 'a');
    expect(screen.getByRole('button', { name: 'Suche leeren' })).toBeInTheDocument();

    const form = screen.getByRole('search');
    const submit = createEvent.submit(form);
    fireEvent(form, submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('groups results by category with tabs and counts when they span more than one category', async () => {
    renderSearch('/search?q=Gutachten');
    // announced: the count is a status message
    expect(await screen.findByText('2 Ergebnisse für "Gutachten"')).toHaveAttribute('role', 'status');
    const tablist = screen.getByRole('tablist', { name: 'Kategorien der Ergebnisse' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Alle (2)', 'Kosten der MPU und Vorbereitung (1)', 'Allgemeine Einführung in die MPU (1)']);
    expect(within(tablist).getByRole('tab', { name: 'Alle (2)' })).toHaveAttribute('aria-selected', 'true');
    expect([...document.querySelectorAll('.search-group h2')].map((title) => title.textContent)).toEqual([
      'Kosten der MPU und Vorbereitung',
      'Allgemeine Einführung in die MPU',
    ]);

    await userEvent.click(within(tablist).getByRole('tab', { name: 'Allgemeine Einführung in die MPU (1)' }));
    const panel = screen.getByRole('tabpanel', { name: 'Allgemeine Einführung in die MPU (1)' });
    expect(within(panel).getAllByRole('link')).toHaveLength(1);
    expect(
      within(panel).getByRole('heading', { name: 'Allgemeine Einführung in die MPU' }),
    ).toBeInTheDocument();

    // arrow keys move between the tabs
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Kosten der MPU und Vorbereitung (1)' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Kosten der MPU und Vorbereitung (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('shows no tabs when all results come from one category', async () => {
    renderSearch('/search?q=Euro');
    expect(await screen.findByText('2 Ergebnisse für "Euro"')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Gebühren|Gesamtkosten/ })).toHaveLength(2);
  });

  it("shows highlighted title, snippet, 'Relevant' above 10 and 'Aus: {parent}'", async () => {
    renderSearch('/search?q=gutachten');
    const card = await screen.findByRole('link', { name: 'Gebühren für das Gutachten' });
    expect(card).toHaveAttribute('href', '/info/costs#costs-gutachten');
    expect(within(card).getAllByText('Gutachten', { selector: 'mark' })).toHaveLength(2);
    expect(card).toHaveTextContent('Das Gutachten kostet je nach Fragestellung etwa 350 bis 750 Euro.');
    expect(within(card).getByText('Relevant')).toBeInTheDocument();
    expect(within(card).getByText('Aus: Kosten der MPU und Vorbereitung')).toBeInTheDocument();
    // named by its title only; badge, snippet and origin are its description
    expect(card).not.toHaveAttribute('aria-label');
    expect(card).toHaveAccessibleDescription(
      'Relevant Das Gutachten kostet je nach Fragestellung etwa 350 bis 750 Euro. Aus: Kosten der MPU und Vorbereitung',
    );

    // a long section shows a 200-character snippet
    // (named by its content: jsdom lays out the <mark> as a block, which puts a space before the '?')
    const long = screen.getByRole('link', { name: /^Was ist ein positives oder negatives Gutachten ?\?$/ });
    expect(long.querySelector('.result-card__snippet')?.textContent).toMatch(
      /^Ein positives Gutachten .{100,}…$/,
    );
  });

  it("marks a content-only match below 11 points without 'Relevant'", async () => {
    renderSearch('/search?q=Euro');
    const card = await screen.findByRole('link', { name: 'Gebühren für das Gutachten' });
    expect(within(card).queryByText('Relevant')).not.toBeInTheDocument();
  });

  it("shows a lock and 'Premium' instead of a snippet for locked premium sections", async () => {
    renderSearch('/search?q=haaranalyse');
    const card = await screen.findByRole('link', { name: 'Abstinenz durch Haaranalyse belegen' });
    expect(within(card).getByText('Premium')).toBeInTheDocument();
    expect(card.querySelector('.result-card__snippet')).toBeNull();
    expect(within(card).getByText('Aus: Abstinenznachweise (CTU)')).toBeInTheDocument();
  });

  it("shows the no-result text and 'Suche zurücksetzen' starts over", async () => {
    renderSearch('/search?q=Promille');
    expect(await screen.findByText('Keine Ergebnisse gefunden für "Promille"')).toBeInTheDocument();
    expect(
      screen.getByText('Versuche es mit einem anderen Begriff oder überprüfe die Schreibweise.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Suche zurücksetzen' }));
    expect(field()).toHaveValue('');
    expect(field()).toHaveFocus();
    expect(address()).toBe('/search');
    expect(screen.getByRole('heading', { name: 'Was möchtest du wissen?' })).toBeInTheDocument();
  });

  it('searches a suggested term at once', async () => {
    renderSearch();
    await userEvent.click(await screen.findByRole('button', { name: 'Kosten' }));
    expect(field()).toHaveValue('Kosten');
    expect(screen.getByText(/Ergebnisse? für "Kosten"/)).toBeInTheDocument();
    expect(address()).toBe('/search?q=Kosten');
  });

  it('opens a result after about 200 ms at the section of its article', async () => {
    renderSearch('/search?q=Gutachten');
    const card = await screen.findByRole('link', { name: 'Gebühren für das Gutachten' });
    vi.useFakeTimers();
    fireEvent.click(card);
    expect(card).toHaveAttribute('data-pending', 'true');
    act(() => vi.advanceTimersByTime(199));
    expect(address()).toBe('/search?q=Gutachten');
    act(() => vi.advanceTimersByTime(1));
    expect(address()).toBe('/info/costs#costs-gutachten');
  });

  it("offers 'Erneut versuchen' when the index cannot be loaded", async () => {
    let fail = true;
    stubFetch({
      'GET /api/info/search-index': () =>
        fail
          ? { status: 503, body: { message: 'Dienst nicht verfügbar' } }
          : { status: 200, body: SEARCH_INDEX },
    });
    renderInRouter(<SearchPage />, { path: '/search' });
    expect(await screen.findByText(/Die Suche konnte nicht geladen werden/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { name: 'Was möchtest du wissen?' })).toBeInTheDocument();
  });
});
