/**
 * What a recovery code looks like, for the server that makes them and the
 * form that reads one back: 16 characters of Crockford's base32 (80 random
 * bits), printed in groups of four. The alphabet has no I, L, O or U, so a
 * code copied by hand from paper reads back the same.
 */
export const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const CODE_LENGTH = 16;

/** As printed: `7K2M-9XQ4-HRTW-Z3N8`. */
export const printedCode = (code: string) => code.match(/.{1,4}/g)!.join("-");

/**
 * A code as typed, in the form it is stored under: any case, spaces and
 * dashes dropped, and the letters people mistake for digits (O, I, L) read
 * as the digits.
 */
export const typedCode = (typed: string) =>
  typed
    .toUpperCase()
    .replace(/[\s-]/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");

/** Whether a typed code (after typedCode) can be one of ours. */
export const isCodeShaped = (code: string) =>
  code.length === CODE_LENGTH &&
  [...code].every((c) => CODE_ALPHABET.includes(c));
