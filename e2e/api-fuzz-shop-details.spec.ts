import { Fuzz, FUZZ_SEED, UNICODE_EDGES } from "./support/fuzz";
import { fuzzDocumentRoute } from "./support/fuzz-document";

/**
 * GET and PUT /api/shop-details against seeded malformed requests (the rules
 * and seeds are explained in e2e/api-fuzz.spec.ts). Every PUT body is invalid
 * and carries a stale If-Match, so the details other specs show are never changed.
 */

const SEED = FUZZ_SEED + 400;

/** Shop details that cannot pass the schema: one field is always broken. */
function invalidDetails(fuzz: Fuzz): unknown {
  const good = {
    phone: "+963 21 555 0183",
    email: "a@example.com",
    address: "Aleppo",
    openingHours: [{ day: "mon", opens: "09:00", closes: "17:00" }],
    social: {
      facebook: "https://facebook.com/x",
      instagram: "https://instagram.com/x",
      linkedin: "https://linkedin.com/x",
      youtube: "https://youtube.com/x",
    },
  };
  return fuzz.pick([
    () => fuzz.mutate(good, "phone", ["", "abc", "1".repeat(50), 5, null]),
    () => fuzz.mutate(good, "email", ["", "a@", 5, null, ...UNICODE_EDGES]),
    () => fuzz.mutate(good, "address", ["", "\n\n", "x".repeat(500), 5]),
    () =>
      fuzz.mutate(good, "openingHours", [
        {},
        [{ day: "mon", opens: "9", closes: "17:00" }],
        [{ day: "xyz", opens: "09:00", closes: "17:00" }],
        [{ day: "mon", opens: "18:00", closes: "17:00" }],
        Array(2).fill({ day: "tue", opens: "09:00", closes: "17:00" }),
      ]),
    () =>
      fuzz.mutate(good, "social", [
        null,
        { ...good.social, facebook: "http://facebook.com/x" },
        { ...good.social, instagram: "https://evil.example/instagram.com" },
        { ...good.social, youtube: "javascript:alert(1)" },
      ]),
    () => fuzz.value(),
  ])();
}

fuzzDocumentRoute({
  path: "/api/shop-details",
  seed: SEED,
  empty: "{}",
  limitKiB: 16,
  invalid: invalidDetails,
  invalidLabel: "invalid shop details",
});
