/** Accepts absolute http(s) URLs and same-site paths; anything else (e.g. `javascript:`) is dropped. */
function safeUrl(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//.test(url);
}

/** Target of 'Was kann die App?'; without configuration the app's own basics page. */
export const INFO_URL = safeUrl(import.meta.env.VITE_INFO_URL) ?? '/info';

/** Booking page of 'Kostenloses Erstgespräch buchen'; undefined hides the link target. */
export const BOOKING_URL = safeUrl(import.meta.env.VITE_BOOKING_URL);

const supportEmail = import.meta.env.VITE_SUPPORT_EMAIL?.trim();
export const SUPPORT_EMAIL =
  supportEmail && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(supportEmail) ? supportEmail : undefined;
