/** Telefonseelsorge: free of charge, around the clock, anonymous. */
export const TELEFONSEELSORGE_NUMBERS = ['0800 111 0 111', '0800 111 0 222'] as const;
/** Emergency number (Rettungsdienst/Notarzt) for acute danger. */
export const EMERGENCY_NUMBER = '112';
/** Sucht & Drogen Hotline. */
export const SUCHT_DROGEN_HOTLINE_NUMBER = '01806 313031';
