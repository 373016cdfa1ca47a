/**
 * Normalises German free text for keyword matching: lower case, umlauts and ß spelled out (ä → ae, ß → ss),
 * decimal commas turned into dots ("1,1" → "1.1"), every other non-alphanumeric character collapsed into a
 * single space. "Rückfall", "RUECKFALL" and "rückfall!!" all become "rueckfall".
 */
export function normalizeGerman(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/[^a-z0-9.]+/g, ' ')
    .replace(/\.(?!\d)|(?<!\d)\./g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Splits a message into sentences (on . ! ? … and line breaks), keeping the original wording. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}
