import { Fuzz, FUZZ_SEED } from "./support/fuzz";
import { fuzzDocumentRoute } from "./support/fuzz-document";

/**
 * /api/gallery against seeded malformed requests (the rules and seeds are
 * explained in e2e/api-fuzz.spec.ts). Writes are only ever invalid or
 * stale, so the gallery other specs read is never touched.
 */

const SEED = FUZZ_SEED + 300;

/** A gallery that cannot pass the schema: one picture always has a broken field. */
function invalidList(fuzz: Fuzz): unknown {
  const good = {
    id: "fuzz-picture",
    imagePath: "/images/gallery/cauldron.svg",
    caption: "A fuzz picture",
  };
  const broken = fuzz.pick([
    () => fuzz.mutate(good, "id", ["", "has space", "x".repeat(65), "Ü", 5]),
    () =>
      fuzz.mutate(good, "imagePath", [
        "",
        "/images/gallery/../secret.svg",
        "/media/0123456789abcdef0123.webp",
        "javascript:alert(1)",
        1,
      ]),
    () => fuzz.mutate(good, "caption", ["", "   ", "x".repeat(301), null]),
    () => fuzz.value(),
  ])();
  const list = Array.from({ length: fuzz.int(0, 3) }, (_, i) => ({
    ...good,
    id: `fuzz-${i}`,
  }));
  list.splice(fuzz.int(0, list.length), 0, broken as never);
  if (fuzz.chance(0.1)) list.push({ ...good }, { ...good }); // a duplicate id
  return list;
}

fuzzDocumentRoute({
  path: "/api/gallery",
  seed: SEED,
  empty: "[]",
  limitKiB: 64,
  invalid: invalidList,
  invalidLabel: "invalid gallery",
});
