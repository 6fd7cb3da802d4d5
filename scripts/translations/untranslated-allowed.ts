/**
 * English texts that may stay as they are in the Arabic catalogue: names and abbreviations that a
 * Saudi dealer writes in Latin letters in Arabic too. Any other Arabic text equal to its English
 * source is an untranslated message. Keep this list short; a word in it is never checked again.
 */
export const untranslatedAllowed: ReadonlySet<string> = new Set(['CVT', 'SUV', 'WhatsApp', 'STC Pay'])
