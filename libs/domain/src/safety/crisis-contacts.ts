/** Telefonseelsorge: free of charge, around the clock, anonymous. */
export const TELEFONSEELSORGE_NUMBERS = ['0800 111 0 111', '0800 111 0 222'] as const;
/** Emergency number (Rettungsdienst/Notarzt) for acute danger. */
export const EMERGENCY_NUMBER = '112';
/** Sucht & Drogen Hotline. */
export const SUCHT_DROGEN_HOTLINE_NUMBER = '01806 313031';

export interface CrisisContact {
  label: string;
  number: string;
  /** `tel:` link for the UI. */
  href: string;
}

function telHref(number: string): string {
  return `tel:${number.replace(/\s+/g, '')}`;
}

export const CRISIS_CONTACTS = {
  telefonseelsorge: TELEFONSEELSORGE_NUMBERS.map((number) => ({
    label: 'Telefonseelsorge',
    number,
    href: telHref(number),
  })),
  emergency: { label: 'Notruf', number: EMERGENCY_NUMBER, href: telHref(EMERGENCY_NUMBER) },
  suchtDrogenHotline: {
    label: 'Sucht & Drogen Hotline',
    number: SUCHT_DROGEN_HOTLINE_NUMBER,
    href: telHref(SUCHT_DROGEN_HOTLINE_NUMBER),
  },
} satisfies {
  telefonseelsorge: CrisisContact[];
  emergency: CrisisContact;
  suchtDrogenHotline: CrisisContact;
};
