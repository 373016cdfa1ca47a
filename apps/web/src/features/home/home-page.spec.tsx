import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type Reply } from '../../test/fetch-stub';
import { aUser, signedIn, subscription } from '../../test/fixtures';
import { loadLazyModules } from '../../test/lazy-modules';
import { renderApp } from '../../test/render';

const PREMIUM_TILES = [
  ['MPU Coach', '/coach?createNew=true'],
  ['MPU Simulator', '/simulator?createNew=true'],
  ['Promillerechner', '/calculator'],
  ['Hypothesen-Navigator', '/hypothesen-navigator'],
  ['Abstinenzrechner', '/abstinenzrechner'],
  ['Verkehrs-Coach', '/traffic-coach?createNew=true'],
  ['Verkehrs-Simulator', '/traffic-simulator?createNew=true'],
  ['Reaktionstests', '/reaktionstests'],
] as const;

function openHome(status: Reply, user = aUser()) {
  stubFetch({ 'GET /api/user': signedIn(user), 'GET /api/stripe/subscription-status': status });
  renderApp('/');
}

describe('home page', () => {
  beforeAll(loadLazyModules);

  it('greets with the display name', async () => {
    openHome(subscription(false), aUser({ displayName: 'Maria' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hallo, Maria!' })).toBeInTheDocument();
  });

  it('greets with the part of the username before the @ when there is no display name', async () => {
    openHome(subscription(false), aUser({ username: 'jonas.beispiel@example.de', displayName: null }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hallo, jonas.beispiel!' }),
    ).toBeInTheDocument();
  });

  it('links the cards of spec 1 §2', async () => {
    openHome(subscription(false));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Starte deine Vorbereitung' })).toHaveAttribute(
      'href',
      '/questionnaire',
    );
    expect(screen.getByRole('link', { name: 'MPU Grundlagen' })).toHaveAttribute('href', '/info');
    expect(screen.getByRole('link', { name: 'Was kann die App?' })).toHaveAttribute('href', '/info');
    expect(screen.getByRole('link', { name: 'Feedback geben' })).toHaveAttribute('href', '/feedback');
    // named by the title alone, the visible text is the description (the name contains the visible label)
    const start = screen.getByRole('link', { name: 'Starte deine Vorbereitung' });
    expect(start).toHaveAccessibleDescription(
      'Beantworte ein paar Fragen zu deinem Fall – so weißt du, wo du stehst.',
    );
    expect(start).not.toHaveAttribute('aria-labelledby');
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    for (const section of ['Alkohol & Drogen', 'Verkehrsdelikte', 'Reaktionstests', 'Persönliche Beratung']) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    expect(screen.getByText('Kostenloses Erstgespräch buchen')).toBeInTheDocument();
  });

  it('opens every premium tile with an active subscription', async () => {
    openHome(subscription(true));
    for (const [title, href] of PREMIUM_TILES) {
      const tile = await screen.findByRole('link', { name: title });
      expect(tile).toHaveAttribute('href', href);
      expect(tile).toHaveAttribute('data-locked', 'false');
      expect(tile).not.toHaveAttribute('aria-labelledby');
    }
    expect(screen.getByRole('link', { name: 'MPU Coach' })).toHaveAccessibleDescription(
      'Übe die Fragen zu Alkohol und Drogen mit deinem KI-Coach.',
    );
    expect(screen.queryByText('PREMIUM')).not.toBeInTheDocument();
  });

  it('locks every premium tile without an active subscription', async () => {
    openHome(subscription(false));
    for (const [title] of PREMIUM_TILES) {
      const tile = await screen.findByRole('group', { name: title });
      expect(tile).toHaveAttribute('data-locked', 'true');
      expect(within(tile).getByText('PREMIUM')).toBeInTheDocument();
      expect(within(tile).getByText('Premium Funktion')).toBeInTheDocument();
      expect(within(tile).getByRole('button', { name: 'Jetzt freischalten' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: title })).not.toBeInTheDocument();
    }
  });

  it('treats a failing status request as not subscribed', async () => {
    openHome({ status: 500, body: { message: 'Interner Fehler' } });
    const tile = await screen.findByRole('group', { name: 'MPU Coach' });
    expect(tile).toHaveAttribute('data-locked', 'true');
    expect(screen.getAllByText('PREMIUM')).toHaveLength(PREMIUM_TILES.length);
  });

  it("sends 'Jetzt freischalten' to /subscribe", async () => {
    openHome(subscription(false));
    const tile = await screen.findByRole('group', { name: 'Promillerechner' });
    await userEvent.click(within(tile).getByRole('button', { name: 'Jetzt freischalten' }));
    expect(await screen.findByRole('heading', { name: 'Premium freischalten' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/subscribe');
  });
});
