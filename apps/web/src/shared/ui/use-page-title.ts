import { useEffect } from 'react';
import { COMMON_TEXTS } from '../texts/common.texts';

/** Sets the browser tab title for the current screen. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${COMMON_TEXTS.appName}` : COMMON_TEXTS.appName;
  }, [title]);
}
