import { screen } from '@testing-library/react';
import { renderInRouter } from '../../test/render';
import { BottomNav } from './bottom-nav';

function activeItem(path: string) {
  renderInRouter(<BottomNav />, { path });
  const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
  return [...nav.querySelectorAll('a[aria-current="page"]')].map((link) => link.textContent);
}

describe('bottom navigation', () => {
  it('links the four main screens with German labels', () => {
    renderInRouter(<BottomNav />);
    expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Grundlagen' })).toHaveAttribute('href', '/info');
    expect(screen.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/feedback');
    expect(screen.getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/profile');
  });

  it.each([
    ['/', ['Start']],
    ['/info', ['Grundlagen']],
    ['/info/costs', ['Grundlagen']],
    ['/feedback', ['Feedback']],
    ['/profile', ['Profil']],
    ['/coach', []],
  ])('marks the item by path prefix on %s', (path, expected) => {
    expect(activeItem(path)).toEqual(expected);
  });

  it("does not treat '/' as a prefix of every path", () => {
    expect(activeItem('/info/general')).not.toContain('Start');
  });
});
