import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { never, stubFetch } from '../test/fetch-stub';
import { aUser, signedIn, subscription } from '../test/fixtures';
import { anArticle, SEARCH_INDEX, TOPICS } from '../test/info-fixtures';
import { loadLazyModules } from '../test/lazy-modules';
import { renderApp } from '../test/render';
import { PLANNED_ROUTES } from './route-table';
import { TOOL_PAGES } from './tool-pages';

/** Every path of the route table in spec 3 §2.1 (home included). */
const SPEC_ROUTES = [
  '/',
  '/coach',
  '/traffic-coach',
  '/simulator',
  '/traffic-simulator',
  '/info',
  '/search',
  '/info/general',
  '/info/organization',
  '/info/costs',
  '/info/psychological',
  '/info/consulting',
  '/info/addiction',
  '/info/assessment',
  '/info/assessment-alcohol-drugs',
  '/info/assessment-traffic',
  '/info/ctu',
  '/info/preparation',
  '/info/prevention',
  '/info/performance-tests',
  '/info/quiz',
  '/calculator',
  '/hypothesen-navigator',
  '/abstinenzrechner',
  '/reaktionstests',
  '/linienverfolgungstest',
  '/linienverfolgungstest/test',
  '/tapk',
  '/tapk-game',
  '/tapk2',
  '/tapk2-game',
  '/questionnaire',
  '/abstinenztest',
  '/admin',
  '/admin/users',
  '/admin/users/create',
  '/admin/feedback',
  '/admin/analytics',
  '/admin/questionnaires',
  '/admin/chat-history',
  '/admin/deletion-requests',
  '/profile',
  '/impressum',
  '/agb',
  '/datenschutz',
  '/feedback',
  '/subscribe',
  '/subscription',
  '/checkout/{plan_id}',
  '/payment-success',
  '/stripe-test',
  // issue 13, § 312k BGB (not in spec 3)
  '/kuendigen',
];

function open(path: string, { active = true, isAdmin = false } = {}) {
  stubFetch({
    'GET /api/user': signedIn(aUser({ isAdmin })),
    'GET /api/stripe/subscription-status': subscription(active),
    'GET /api/info/topics': { status: 200, body: TOPICS },
    'GET /api/info/articles/costs': { status: 200, body: anArticle() },
    'GET /api/info/search-index': { status: 200, body: SEARCH_INDEX },
  });
  renderApp(path);
}

describe('routes', () => {
  beforeAll(loadLazyModules);

  it('covers the whole route table of spec 3 §2.1', () => {
    const planned = ['/', ...PLANNED_ROUTES.map((route) => route.path.replace(':planId', '{plan_id}'))];
    expect([...planned].sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it.each(
    PLANNED_ROUTES.filter((route) => !route.chatMode && !route.info && !TOOL_PAGES[route.path]).map(
      (route) => [route.path, route.title] as const,
    ),
  )('%s shows its page to an admin with a subscription', async (path, title) => {
    open(path.replace(':planId', 'premium'), { isAdmin: true });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Kommt bald')).toBeInTheDocument();
  });

  it('has a page for every self-help tool, reaction test (issues 5 and 6) and subscription page (issue 13)', () => {
    expect(Object.keys(TOOL_PAGES).sort()).toEqual(
      [
        '/calculator',
        '/abstinenzrechner',
        '/hypothesen-navigator',
        '/abstinenztest',
        '/info/quiz',
        '/questionnaire',
        '/reaktionstests',
        '/linienverfolgungstest',
        '/linienverfolgungstest/test',
        '/tapk',
        '/tapk-game',
        '/tapk2',
        '/tapk2-game',
        '/subscribe',
        '/checkout/:planId',
        '/payment-success',
        '/subscription',
        '/stripe-test',
        '/kuendigen',
      ].sort(),
    );
  });

  it.each(
    PLANNED_ROUTES.flatMap((route) =>
      route.info?.screen === 'article' ? [[route.path, route.info.topic, route.title] as const] : [],
    ),
  )('%s shows the article of its topic from the gateway', async (path, topic, title) => {
    const stub = stubFetch({
      'GET /api/user': signedIn(),
      'GET /api/stripe/subscription-status': subscription(true),
      [`GET /api/info/articles/${topic}`]: {
        status: 200,
        body: anArticle({ topic, title, href: path, sections: [] }),
      },
    });
    renderApp(path);
    expect(await screen.findByRole('article', { name: title })).toBeInTheDocument();
    expect(stub.calls).toContain(`GET /api/info/articles/${topic}`);
    expect(screen.getByRole('link', { name: 'Zurück zu MPU Grundlagen' })).toHaveAttribute('href', '/info');
    expect(screen.queryByText('Kommt bald')).not.toBeInTheDocument();
  });

  it.each(['/', '/info', '/calculator', '/subscription', '/gibt-es-nicht'])(
    '%s links to the cancellation page (§ 312k BGB) in its footer',
    async (path) => {
      open(path);
      const link = await screen.findByRole('link', { name: 'Verträge hier kündigen' });
      expect(link).toHaveAttribute('href', '/kuendigen');
      expect(screen.getByRole('contentinfo')).toContainElement(link);
    },
  );

  it('the chat page links to the cancellation page in its header', async () => {
    stubFetch({
      'GET /api/user': signedIn(),
      'GET /api/stripe/subscription-status': subscription(true),
      'POST /api/sessions/current/coach': never,
    });
    renderApp('/coach');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Verträge hier kündigen' })).toHaveAttribute(
      'href',
      '/kuendigen',
    );
  });

  it('/kuendigen shows the prefilled cancellation page; the footer link leads there', async () => {
    const stub = stubFetch({
      'GET /api/user': signedIn(),
      'GET /api/stripe/subscription-status': subscription(true),
      'GET /api/cancellation-requests/prefill': {
        status: 200,
        body: { name: 'Maria Muster', email: 'maria.muster@example.de', subscription: null },
      },
    });
    renderApp('/info');
    await userEvent.click(await screen.findByRole('link', { name: 'Verträge hier kündigen' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verträge hier kündigen' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Vor- und Nachname')).toHaveValue('Maria Muster');
    expect(screen.getByRole('button', { name: 'Jetzt kündigen' })).toBeInTheDocument();
    expect(stub.calls).toContain('GET /api/cancellation-requests/prefill');
  });

  it('gates premium topics without asking the gateway for their text', async () => {
    const stub = stubFetch({
      'GET /api/user': signedIn(),
      'GET /api/stripe/subscription-status': subscription(false),
    });
    renderApp('/info/ctu');
    expect(await screen.findByRole('dialog', { name: 'Premium-Inhalt' })).toBeInTheDocument();
    expect(stub.calls).not.toContain('GET /api/info/articles/ctu');
  });

  it("answers an unknown topic with 'Page Not Found'", async () => {
    open('/info/gibt-es-nicht');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('/search shows the knowledge search', async () => {
    open('/search?q=Gutachten');
    expect(await screen.findByRole('heading', { level: 1, name: 'Suche' })).toBeInTheDocument();
    expect(await screen.findByText('2 Ergebnisse für "Gutachten"')).toBeInTheDocument();
    expect(screen.queryByText('Kommt bald')).not.toBeInTheDocument();
  });

  it('/info shows the topic list of MPU Grundlagen', async () => {
    open('/info');
    expect(await screen.findByRole('heading', { level: 1, name: 'MPU Grundlagen' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Kosten der MPU und Vorbereitung' })).toHaveAttribute(
      'href',
      '/info/costs',
    );
    expect(screen.queryByText('Kommt bald')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Grundlagen' })).toHaveAttribute('aria-current', 'page');
  });

  it.each(
    PLANNED_ROUTES.filter((route) => route.chatMode).map((route) => [route.path, route.title] as const),
  )('%s shows the chat page with a subscription', async (path, title) => {
    stubFetch({
      'GET /api/user': signedIn(),
      'GET /api/stripe/subscription-status': subscription(true),
      [`POST /api/sessions/current${path}`]: never,
    });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Sitzung wird geladen …')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Kommt bald')).not.toBeInTheDocument();
  });

  it.each(['/coach', '/simulator'])('gates the chat page %s', async (path) => {
    open(path, { active: false });
    expect(await screen.findByRole('dialog', { name: 'Premium-Inhalt' })).toBeInTheDocument();
    expect(document.querySelector('main[data-required-tier]')).toHaveAttribute(
      'data-required-tier',
      path === '/simulator' ? 'premium' : 'basic',
    );
  });

  it('gates premium routes', async () => {
    open('/calculator', { active: false });
    expect(await screen.findByRole('dialog', { name: 'Premium-Inhalt' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Promillerechner' })).not.toBeInTheDocument();
  });

  it('leaves open routes open without a subscription', async () => {
    open('/info/costs', { active: false });
    // The article, not the title: the page shows the route's title while the article loads and the article's
    // own heading once it is there, so a heading found early can be replaced by the time it is checked.
    const article = await screen.findByRole('article', { name: 'Kosten der MPU und Vorbereitung' });
    expect(
      within(article).getByRole('heading', { level: 1, name: 'Kosten der MPU und Vorbereitung' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Premium-Inhalt' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Grundlagen' })).toHaveAttribute('aria-current', 'page');
  });

  it('redirects non-admins from admin pages to /', async () => {
    open('/admin/users', { isAdmin: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hallo, Maria!' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it("answers unknown paths with 'Page Not Found' and a way home", async () => {
    open('/gibt-es-nicht');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Zur Startseite' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hallo, Maria!' })).toBeInTheDocument();
  });

  it.each([
    ['/impressum', 'Zurück zum Profil', '/profile'],
    ['/info/costs', 'Zurück zu MPU Grundlagen', '/info'],
    ['/info/ctu', 'Zurück zu MPU Grundlagen', '/info'],
    ['/info/quiz', 'Zurück zu MPU Grundlagen', '/info'],
    ['/calculator', 'Zur Startseite', '/'],
  ])('gives the page %s a way back: %s', async (path, label, href) => {
    open(path);
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: label })).toHaveAttribute('href', href);
  });
});
