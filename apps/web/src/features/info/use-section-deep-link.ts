import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { INFO_LIMITS } from './info.constants';

type HighlightPhase = 'on' | 'fading';

export interface SectionDeepLink {
  /** The section the address points at while it is highlighted: 'on' for ~1.5 s, then 'fading' for 2 s. */
  highlight: { id: string; phase: HighlightPhase } | null;
  /** A #id the page does not have; shown in the banner for 5 s. */
  missingId: string | null;
}

function sectionIdOf(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Spec 2 §2 deep links: once the article is rendered (`ready`) and the address carries #id, wait 500 ms,
 * scroll the section to 80 px below the top, focus it and highlight it; an unknown id shows the banner.
 * Runs again for every navigation (a link to another section of the same page).
 */
export function useSectionDeepLink(ready: boolean): SectionDeepLink {
  const { hash, key } = useLocation();
  const [highlight, setHighlight] = useState<SectionDeepLink['highlight']>(null);
  const [missingId, setMissingId] = useState<string | null>(null);

  useEffect(() => {
    const id = sectionIdOf(hash);
    if (!ready || id === '') return undefined;
    const timers: number[] = [];
    const after = (ms: number, run: () => void) => timers.push(window.setTimeout(run, ms));

    after(INFO_LIMITS.anchorScrollDelayMs, () => {
      const element = document.getElementById(id);
      if (!element) {
        setMissingId(id);
        after(INFO_LIMITS.missingSectionBannerMs, () => setMissingId(null));
        return;
      }
      const top = element.getBoundingClientRect().top + window.scrollY - INFO_LIMITS.anchorOffsetPx;
      window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      element.focus({ preventScroll: true });
      setHighlight({ id, phase: 'on' });
      after(INFO_LIMITS.highlightMs, () => setHighlight({ id, phase: 'fading' }));
      after(INFO_LIMITS.highlightMs + INFO_LIMITS.highlightFadeMs, () => setHighlight(null));
    });

    return () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      setHighlight(null);
      setMissingId(null);
    };
  }, [ready, hash, key]);

  return { highlight, missingId };
}
