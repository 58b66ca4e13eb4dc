// Crockford's base32 (80 random bits): no I, L, O or U, so a code copied by hand from paper reads
// back the same.
export const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const CODE_LENGTH = 16;

/** As printed: `7K2M-9XQ4-HRTW-Z3N8`. */
export const printedCode = (code: string) => code.match(/.{1,4}/g)!.join("-");

/** The letters people mistake for digits (O, I, L) read as the digits. */
export const typedCode = (typed: string) =>
  typed
    .toUpperCase()
    .replace(/[\s-]/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");

export const isCodeShaped = (code: string) =>
  code.length === CODE_LENGTH &&
  [...code].every((c) => CODE_ALPHABET.includes(c));
