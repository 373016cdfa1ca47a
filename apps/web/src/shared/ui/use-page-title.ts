import { COMMON_TEXTS } from '@mpu/ui-texts';
import { useEffect } from 'react';

/** Sets the browser tab title for the current screen. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${COMMON_TEXTS.appName}` : COMMON_TEXTS.appName;
  }, [title]);
}
