import { act, fireEvent, screen, within } from '@testing-library/react';
import { stubFetch } from '../../test/fetch-stub';
import { untilWithFakeTimers } from '../../test/fake-timers';
import { anArticle } from '../../test/info-fixtures';
import { renderInRouter } from '../../test/render';
import ArticlePage from './article-page';

const TITLE = 'Kosten der MPU und Vorbereitung';

function renderArticle(
  path = '/info/costs',
  reply: Parameters<typeof stubFetch>[0][string] = {
    status: 200,
    body: anArticle(),
  },
) {
  const stub = stubFetch({ 'GET /api/info/articles/costs': reply });
  renderInRouter(<ArticlePage topic="costs" title={TITLE} />, { path, route: '/info/costs' });
  return stub;
}

/** Waits until the article is shown, while the faked timers of the page stand still. */
async function settle() {
  await untilWithFakeTimers(() => expect(document.querySelector('article')).not.toBeNull());
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('article page', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('renders the back link, the title and every section with its id and blocks', async () => {
    const stub = renderArticle();
    expect(screen.getByRole('link', { name: 'Zurück zu MPU Grundlagen' })).toHaveAttribute('href', '/info');
    const article = await screen.findByRole('article', { name: TITLE });
    expect(stub.calls).toContain('GET /api/info/articles/costs');
    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(screen.getByText('Was das Gutachten, die Tests und die Vorbereitung kosten.')).toBeInTheDocument();

    const first = within(article).getByRole('region', { name: 'Gebühren für das Gutachten' });
    expect(first).toHaveAttribute('id', 'costs-gutachten');
    expect(within(first).getByText(/etwa 350 bis 750 Euro/)).toBeInTheDocument();
    const [bullets, steps] = within(first).getAllByRole('list');
    expect(bullets.tagName).toBe('UL');
    expect(within(bullets).getAllByRole('listitem')).toHaveLength(2);
    expect(steps.tagName).toBe('OL');

    const second = within(article).getByRole('region', { name: 'Gesamtkosten im Überblick' });
    expect(second).toHaveAttribute('id', 'costs-uebersicht');
    const scroller = within(second).getByRole('region', { name: 'Kosten im Überblick' });
    expect(scroller).toHaveClass('table-scroll');
    expect(scroller).toHaveAttribute('tabindex', '0');
    const table = within(scroller).getByRole('table', { name: 'Kosten im Überblick' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Posten', 'Kosten']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(second).getByRole('note')).toHaveTextContent('TippFragen Sie nach Ratenzahlung.');
    expect(within(second).getByRole('link', { name: 'Zum Abstinenzrechner' })).toHaveAttribute(
      'href',
      '/abstinenzrechner',
    );
    const image = within(second).getByRole('img', { name: 'Ein Raster aus Symbolen' });
    expect(image).toHaveAttribute('src', '/info/performance-tests/tapk.svg');
    expect(within(second).getByText('Beispielbild').tagName).toBe('FIGCAPTION');

    // table of contents: links to the sections of this page
    const toc = screen.getByRole('navigation', { name: 'Inhalt' });
    expect(within(toc).getByRole('link', { name: 'Gesamtkosten im Überblick' })).toHaveAttribute(
      'href',
      '/info/costs#costs-uebersicht',
    );
  });

  it('scrolls to a deep-linked section after 500 ms with an 80 px offset and highlights it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderArticle('/info/costs#costs-uebersicht');
    await settle();
    const section = screen.getByRole('region', { name: 'Gesamtkosten im Überblick' });
    vi.spyOn(section, 'getBoundingClientRect').mockReturnValue({ top: 600 } as DOMRect);

    advance(499);
    expect(scrollTo).not.toHaveBeenCalledWith(expect.objectContaining({ top: 520 }));
    expect(section).not.toHaveAttribute('data-highlight');

    advance(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 520, behavior: 'smooth' });
    expect(section).toHaveAttribute('data-highlight', 'on');
    expect(section).toHaveFocus();

    advance(1499);
    expect(section).toHaveAttribute('data-highlight', 'on');
    advance(1);
    expect(section).toHaveAttribute('data-highlight', 'fading');
    advance(2000);
    expect(section).not.toHaveAttribute('data-highlight');
  });

  it('scrolls without animation when the user prefers reduced motion', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderArticle('/info/costs#costs-gutachten');
    await settle();
    advance(500);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    vi.unstubAllGlobals();
  });

  it('highlights the section a table-of-contents link points to', async () => {
    renderArticle();
    const toc = await screen.findByRole('navigation', { name: 'Inhalt' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(toc).getByRole('link', { name: 'Gebühren für das Gutachten' }));
    advance(500);
    expect(screen.getByRole('region', { name: 'Gebühren für das Gutachten' })).toHaveAttribute(
      'data-highlight',
      'on',
    );
  });

  it("shows 'Error: Section ID … not found!' for 5 s when the id does not exist", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderArticle('/info/costs#gibt-es-nicht');
    await settle();
    advance(499);
    expect(screen.queryByText(/not found/)).not.toBeInTheDocument();
    advance(1);
    const banner = screen.getByText('Error: Section ID gibt-es-nicht not found!');
    expect(banner).toHaveAttribute('lang', 'en');
    advance(4999);
    expect(banner).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText(/not found/)).not.toBeInTheDocument();
  });

  it("offers 'Erneut versuchen' when the article cannot be loaded", async () => {
    let fail = true;
    renderArticle('/info/costs', () =>
      fail
        ? { status: 503, body: { message: 'Dienst nicht verfügbar' } }
        : { status: 200, body: anArticle() },
    );
    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(await screen.findByText(/Der Artikel konnte nicht geladen werden/)).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('article', { name: TITLE })).toBeInTheDocument();
  });

  it('locks the page when the server refuses a premium article', async () => {
    renderArticle('/info/costs', { status: 403, body: { message: 'Premium erforderlich' } });
    expect(await screen.findByRole('dialog', { name: 'Premium-Inhalt' })).toBeInTheDocument();
  });
});
