/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Page behind the home card 'Was kann die App?'. */
  readonly VITE_INFO_URL?: string;
  /** External booking page for 'Kostenloses Erstgespräch buchen'. */
  readonly VITE_BOOKING_URL?: string;
  /** Support address offered in the 'Passwort vergessen?' dialog. */
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
