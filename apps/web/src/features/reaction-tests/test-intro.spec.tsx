import { REACTION_TEST_TEXTS } from '@mpu/ui-texts';
import { generateLineTrackingItems, generateTapk2Trials, smoothPathData } from '@mpu/domain';
import { TAPK_SYMBOL_LABELS } from '@mpu/ui-texts';
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

  it('/linienverfolgungstest shows an example image that is none of the scored images', () => {
    renderInRouter(<LineTrackingIntroPage />, {
      path: '/linienverfolgungstest',
      route: '/linienverfolgungstest',
    });
    const example = screen.getByRole('figure').querySelector('.lt-image');
    const scored = generateLineTrackingItems();
    expect(example).toHaveAttribute('data-item', 'line_example');
    const drawn = [...(example?.querySelectorAll('path') ?? [])].map((path) => path.getAttribute('d'));
    expect(drawn).toHaveLength(5);
    for (const item of scored) {
      expect(item.id).not.toBe('line_example');
      expect(item.lines.map((line) => smoothPathData(line.points))).not.toEqual(drawn);
    }
  });

  it('/tapk2 shows an example trial that is none of the scored trials', () => {
    renderInRouter(<Tapk2IntroPage />, { path: '/tapk2', route: '/tapk2' });
    const example = screen.getByRole('figure').querySelector('.tapk2-image');
    expect(example).toHaveAttribute('data-trial', 'trial_example');
    const labels = generateTapk2Trials().map((trial) =>
      REACTION_TEST_TEXTS.tapk2.imageLabel(
        trial.row.map((symbol) => TAPK_SYMBOL_LABELS[symbol]).join(', '),
        TAPK_SYMBOL_LABELS[trial.probe],
      ),
    );
    expect(labels).toHaveLength(20);
    expect(labels).not.toContain(example?.getAttribute('aria-label'));
  });
});
