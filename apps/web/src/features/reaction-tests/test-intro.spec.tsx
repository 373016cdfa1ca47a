import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderInRouter } from '../../test/render';
import LineTrackingIntroPage from './line-tracking-intro-page';
import TapkIntroPage from './tapk-intro-page';
import Tapk2IntroPage from './tapk2-intro-page';

const intros: [string, () => ReactElement, string, string][] = [
  [
    '/linienverfolgungstest',
    () => <LineTrackingIntroPage />,
    'Linienverfolgungstest',
    '/linienverfolgungstest/test',
  ],
  ['/tapk', () => <TapkIntroPage />, 'Visuelles Scanning (TAPK)', '/tapk-game'],
  ['/tapk2', () => <Tapk2IntroPage />, 'Visuelles Scanning-2 (TAPK-2)', '/tapk2-game'],
];

describe('test intros', () => {
  it.each(intros)('%s explains the test, starts it and leads back', (path, page, title, game) => {
    renderInRouter(page(), { path, route: path });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'So funktioniert es' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Test starten' })).toHaveAttribute('href', game);
    expect(screen.getByRole('link', { name: 'Zurück zu den Reaktionstests' })).toHaveAttribute(
      'href',
      '/reaktionstests',
    );
    expect(document.title).toContain(title);
  });

  it('/tapk2 explains JA right (green) and NEIN left (red) and that it simulates the real assessment', () => {
    renderInRouter(<Tapk2IntroPage />, { path: '/tapk2', route: '/tapk2' });
    expect(screen.getByText(/rechts auf den grünen Button „JA \(dabei\)“/)).toBeInTheDocument();
    expect(screen.getByText(/links auf den roten Button „NEIN \(nicht dabei\)“/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Der Test simuliert die visuellen Anforderungen der echten Leistungstests bei der MPU.',
      ),
    ).toBeInTheDocument();
  });
});
