import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { stubFetch } from '../test/fetch-stub';
import { AUDIO_MANIFEST_ROUTE } from '../test/audio-fixtures';
import { aUser, signedIn, signedOut, subscription } from '../test/fixtures';
import { TOPICS } from '../test/info-fixtures';
import { loadLazyModules } from '../test/lazy-modules';
import { AppRoot } from './app-root';
import { preloadFirstScreen } from './preload';
import { makeStore, type AppStore } from './store';

const renderRoot = (store: AppStore) =>
  render(
    <Provider store={store}>
      <AppRoot />
    </Provider>,
  );

const cachedSubscriptionStatus = (store: AppStore) =>
  Object.keys(store.getState().api.queries).filter((key) => key.startsWith('getSubscriptionStatus'));

describe('preloading the first signed-in screen', () => {
  beforeAll(loadLazyModules);

  it('with a session cookie, fetches the subscription status alongside the user', async () => {
    const fetchStub = stubFetch({
      'GET /api/user': signedIn(aUser({ displayName: 'Jonas' })),
      'GET /api/stripe/subscription-status': subscription(true),
    });
    const store = makeStore();
    preloadFirstScreen(store, 'cookie', '/');
    expect(cachedSubscriptionStatus(store)).toHaveLength(1); // in the store at once, before its request goes out
    await waitFor(() => expect(fetchStub.calls).toEqual(['GET /api/stripe/subscription-status']));

    renderRoot(store);
    expect(await screen.findByRole('heading', { name: 'Hallo, Jonas!' })).toBeInTheDocument();
    expect(fetchStub.calls.filter((call) => call.includes('subscription-status'))).toHaveLength(1);
  });

  it('forgets that status when the session turns out to have expired', async () => {
    stubFetch({ 'GET /api/user': signedOut, 'GET /api/stripe/subscription-status': signedOut });
    const store = makeStore();
    preloadFirstScreen(store, 'cookie', '/info');
    await waitFor(() => expect(cachedSubscriptionStatus(store)).toHaveLength(1));

    renderRoot(store);
    expect(await screen.findByRole('tab', { name: 'Anmelden' })).toBeInTheDocument();
    await waitFor(() => expect(cachedSubscriptionStatus(store)).toHaveLength(0));
  });

  it('does nothing without a session cookie or without a hint', () => {
    const fetchStub = stubFetch({});
    const stores = [makeStore(), makeStore()];
    preloadFirstScreen(stores[0]!, 'none', '/info');
    preloadFirstScreen(stores[1]!, null, '/info');
    // A request it started would be in the store at once (see the cookie case), so there is nothing to wait for.
    for (const store of stores) expect(store.getState().api.queries).toEqual({});
    expect(fetchStub.calls).toEqual([]);
  });

  it('asks for the topics and the audio manifest of /info as soon as the user is known, once', async () => {
    window.history.replaceState(null, '', '/info');
    const fetchStub = stubFetch({
      'GET /api/user': signedIn(),
      'GET /api/stripe/subscription-status': subscription(true),
      'GET /api/info/topics': { status: 200, body: TOPICS },
      [AUDIO_MANIFEST_ROUTE]: { status: 200, body: {} },
    });
    const store = makeStore();
    preloadFirstScreen(store, 'cookie', '/info');
    renderRoot(store);

    expect(await screen.findByRole('heading', { name: 'MPU Grundlagen' })).toBeInTheDocument();
    expect(await screen.findByText(TOPICS[0]!.title)).toBeInTheDocument();
    const count = (call: string) => fetchStub.calls.filter((candidate) => candidate === call).length;
    expect(count('GET /api/info/topics')).toBe(1);
    expect(count(AUDIO_MANIFEST_ROUTE)).toBe(1);
    expect(count('GET /api/stripe/subscription-status')).toBe(1);
  });
});
