import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Article } from '@mpu/content';
import type { AppStore } from '../../app/store';
import { AUDIO_MANIFEST, AUDIO_MANIFEST_ROUTE } from '../../test/audio-fixtures';
import { stubFetch, type Reply } from '../../test/fetch-stub';
import { subscription } from '../../test/fixtures';
import { anArticle, TOPICS } from '../../test/info-fixtures';
import { renderInRouter } from '../../test/render';
import ArticlePage from './article-page';
import { infoApi } from './info.api';
import InfoPage from './info-page';

const MANIFEST_OK: Reply = { status: 200, body: AUDIO_MANIFEST };
const FAILURES: [string, Reply][] = [
  ['503', { status: 503, body: { message: 'Dienst nicht verfügbar' } }],
  ['404', { status: 404, body: { message: 'Nicht gefunden.' } }],
  ['a network error', 'network-error'],
];

/** Resolves once the manifest request has finished (either way), so an absent player is not just a pending one. */
async function manifestSettled(store: AppStore) {
  await waitFor(() => {
    const { isSuccess, isError } = infoApi.endpoints.getAudioManifest.select()(store.getState());
    expect(isSuccess || isError).toBe(true);
  });
}

function renderInfo(manifest: Reply = MANIFEST_OK) {
  const stub = stubFetch({
    'GET /api/info/topics': { status: 200, body: TOPICS },
    'GET /api/stripe/subscription-status': subscription(true),
    [AUDIO_MANIFEST_ROUTE]: manifest,
  });
  return { stub, ...renderInRouter(<InfoPage />, { path: '/info', route: '/info' }) };
}

function renderArticle(article: Article, manifest: Reply = MANIFEST_OK) {
  const stub = stubFetch({
    [`GET /api/info/articles/${article.topic}`]: { status: 200, body: article },
    [AUDIO_MANIFEST_ROUTE]: manifest,
  });
  const path = `/info/${article.topic}`;
  const view = renderInRouter(<ArticlePage topic={article.topic} title={article.title} />, {
    path,
    route: path,
  });
  return { stub, ...view };
}

const consulting = anArticle({
  topic: 'consulting',
  title: 'Professionelle MPU Vorbereitung',
  href: '/info/consulting',
  isPremium: true,
  hasAudio: true,
  summary: 'Wie eine professionelle Vorbereitung abläuft.',
});

const general = anArticle({
  topic: 'general',
  title: 'Allgemeine Einführung in die MPU',
  href: '/info/general',
  hasAudio: true,
  summary: 'Was die MPU ist, wer sie machen muss und wie sie abläuft.',
});

/** The toaster's live regions are always present: an error would be text in one of them (or its own alert). */
function expectNoErrorShown() {
  const messages = screen.queryAllByRole('alert').map((region) => region.textContent);
  expect(messages.filter((text) => text !== '')).toEqual([]);
}

const audioOf = (player: HTMLElement) => player.querySelector('audio');
const follows = (later: Node, earlier: Node) =>
  Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('audio summaries of MPU Grundlagen', () => {
  describe('/info', () => {
    it("shows the 'info' summary with the manifest's title and label between the search box and the topic grid", async () => {
      const { stub } = renderInfo();
      const player = await screen.findByRole('group', { name: 'MPU Grundlagen im Überblick' });
      expect(within(player).getByText('Automatisch erzeugt')).toBeInTheDocument();
      expect(audioOf(player)).toHaveAttribute('src', '/audio/info.ogg');
      expect(within(player).getByRole('button', { name: 'Abspielen' })).toBeInTheDocument();
      expect(within(player).getByRole('slider', { name: 'Wiedergabeposition' })).toBeInTheDocument();
      expect(stub.calls).toContain(AUDIO_MANIFEST_ROUTE);

      const grid = await screen.findByRole('list', { name: 'Themen' });
      expect(follows(player, screen.getByRole('search'))).toBe(true);
      expect(follows(grid, player)).toBe(true);
    });

    it.each(FAILURES)('shows no player and no error when the manifest fails (%s)', async (_, reply) => {
      const { store } = renderInfo(reply);
      await manifestSettled(store);
      expect(await screen.findByRole('list', { name: 'Themen' })).toBeInTheDocument();
      expect(screen.queryByRole('group', { name: 'MPU Grundlagen im Überblick' })).not.toBeInTheDocument();
      expect(document.querySelector('audio')).toBeNull();
      expectNoErrorShown();
    });
  });

  describe('article pages', () => {
    it('shows the premium summary under the title, played from the gateway', async () => {
      renderArticle(consulting);
      const player = await screen.findByRole('group', { name: 'Professionelle MPU Vorbereitung' });
      expect(audioOf(player)).toHaveAttribute('src', '/api/info/audio/consulting');
      expect(within(player).getByText('Automatisch erzeugt')).toBeInTheDocument();

      const heading = screen.getByRole('heading', { level: 1, name: 'Professionelle MPU Vorbereitung' });
      expect(heading.nextElementSibling).toBe(player);
      expect(follows(screen.getByRole('region', { name: 'Gebühren für das Gutachten' }), player)).toBe(true);
    });

    it("shows a free summary from its static file with the manifest's label ('Automatisch mit KI erstellt')", async () => {
      renderArticle(general);
      const player = await screen.findByRole('group', { name: 'Allgemeine Einführung in die MPU' });
      expect(audioOf(player)).toHaveAttribute('src', '/audio/general.ogg');
      expect(within(player).getByText('Automatisch mit KI erstellt')).toBeInTheDocument();
    });

    it('shows no player for an article without audio and does not load the manifest', async () => {
      const { stub } = renderArticle(anArticle());
      await screen.findByRole('article', { name: 'Kosten der MPU und Vorbereitung' });
      expect(document.querySelector('.audio-player')).toBeNull();
      expect(stub.calls).not.toContain(AUDIO_MANIFEST_ROUTE);
    });

    it('shows no player when the manifest has no entry for the topic', async () => {
      const { store } = renderArticle(anArticle({ hasAudio: true }));
      await manifestSettled(store);
      await screen.findByRole('article', { name: 'Kosten der MPU und Vorbereitung' });
      expect(document.querySelector('.audio-player')).toBeNull();
    });

    it.each(FAILURES)('shows the article without a player when the manifest fails (%s)', async (_, reply) => {
      const { store } = renderArticle(consulting, reply);
      await manifestSettled(store);
      expect(
        await screen.findByRole('article', { name: 'Professionelle MPU Vorbereitung' }),
      ).toBeInTheDocument();
      expect(document.querySelector('.audio-player')).toBeNull();
      expectNoErrorShown();
    });

    it("lets the player report a file that cannot be loaded ('Audio konnte nicht geladen werden')", async () => {
      renderArticle(consulting);
      const player = await screen.findByRole('group', { name: 'Professionelle MPU Vorbereitung' });
      fireEvent.error(audioOf(player) as HTMLAudioElement);
      expect(await within(player).findByRole('alert')).toHaveTextContent('Audio konnte nicht geladen werden');
      // the article stays readable
      expect(screen.getByRole('region', { name: 'Gebühren für das Gutachten' })).toBeInTheDocument();
    });
  });
});
