import { useEffect, useState, type CSSProperties } from 'react';

/**
 * Keeps the chat inside the visible part of the screen: when a phone keyboard opens, the visual viewport
 * shrinks and the chat (with its input at the bottom) shrinks with it. Without the API the CSS uses 100dvh.
 */
export function useVisualViewport(): CSSProperties | undefined {
  const [style, setStyle] = useState<CSSProperties | undefined>(undefined);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return undefined;
    const update = () =>
      setStyle({
        height: `${Math.round(viewport.height)}px`,
        transform: viewport.offsetTop ? `translateY(${Math.round(viewport.offsetTop)}px)` : undefined,
      });
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, []);
  return style;
}
