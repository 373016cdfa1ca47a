import { screen } from '@testing-library/react';
import { PLANNED_ROUTES } from '../../app/route-table';
import { stubFetch } from '../../test/fetch-stub';
import { signedIn, subscription } from '../../test/fixtures';
import { loadLazyModules } from '../../test/lazy-modules';
import { renderApp } from '../../test/render';
import { REACTION_TEST_PAGES } from './reaction-tests.routes';

const PATHS = [
  '/reaktionstests',
  '/linienverfolgungstest',
  '/linienverfolgungstest/test',
  '/tapk',
  '/tapk-game',
  '/tapk2',
  '/tapk2-game',
];

function open(path: string, active: boolean) {
  stubFetch({
    'GET /api/user': signedIn(),
    'GET /api/stripe/subscription-status': subscription(active),
    'GET /api/reaction-tests/runs': { status: 200, body: [] },
  });
  renderApp(path);
}

describe('reaction test routes', () => {
  beforeAll(loadLazyModules);

  it('wires all seven screens of the route table', () => {
    expect(Object.keys(REACTION_TEST_PAGES).sort()).toEqual([...PATHS].sort());
    for (const path of PATHS)
      expect(PLANNED_ROUTES.find((route) => route.path === path)?.layout).toBe('plain');
  });

  it.each(PATHS)('%s shows its screen with a subscription', async (path) => {
    open(path, true);
    const title = PLANNED_ROUTES.find((route) => route.path === path)!.title;
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText('Kommt bald')).not.toBeInTheDocument();
  });

  it('is gated without a subscription', async () => {
    open('/tapk2-game', false);
    expect(await screen.findByRole('dialog', { name: 'Premium-Inhalt' })).toBeInTheDocument();
    expect(
      screen.queryByText('Ist das untere Symbol in der oberen Reihe enthalten?'),
    ).not.toBeInTheDocument();
  });
});
