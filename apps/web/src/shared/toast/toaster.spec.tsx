import { act, fireEvent, screen } from '@testing-library/react';
import { makeStore } from '../../app/store';
import { renderWithStore } from '../../test/render';
import { showToast } from './toast.slice';

describe('toaster', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one toast at a time: a new toast replaces the current one', () => {
    const store = makeStore();
    renderWithStore(<></>, store);

    act(() => {
      store.dispatch(showToast({ title: 'Erster Hinweis' }));
    });
    act(() => {
      store.dispatch(showToast({ title: 'Fehler', description: 'Zweiter Hinweis', variant: 'destructive' }));
    });

    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.queryByText('Erster Hinweis')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('FehlerZweiter Hinweis');
  });

  it('announces normal toasts politely and errors assertively', () => {
    const store = makeStore();
    renderWithStore(<></>, store);
    act(() => {
      store.dispatch(showToast({ title: 'Gespeichert' }));
    });
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('status')).toHaveTextContent('Gespeichert');
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
  });

  it('dismisses normal toasts after 3000 ms and destructive ones after 5000 ms', () => {
    vi.useFakeTimers();
    const store = makeStore();
    renderWithStore(<></>, store);

    act(() => {
      store.dispatch(showToast({ title: 'Normal' }));
    });
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Normal')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Normal')).not.toBeInTheDocument();

    act(() => {
      store.dispatch(showToast({ title: 'Fehler', variant: 'destructive' }));
    });
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Fehler')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Fehler')).not.toBeInTheDocument();
  });

  it('gives a replacing toast its own full duration', () => {
    vi.useFakeTimers();
    const store = makeStore();
    renderWithStore(<></>, store);
    act(() => {
      store.dispatch(showToast({ title: 'Eins' }));
    });
    act(() => vi.advanceTimersByTime(2000));
    act(() => {
      store.dispatch(showToast({ title: 'Zwei' }));
    });
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('Zwei')).toBeInTheDocument();
  });

  it('can be dismissed with its close button', () => {
    const store = makeStore();
    renderWithStore(<></>, store);
    act(() => {
      store.dispatch(showToast({ title: 'Hinweis' }));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByText('Hinweis')).not.toBeInTheDocument();
  });
});
