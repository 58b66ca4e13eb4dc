import { Fuzz, FUZZ_SEED, UNICODE_EDGES } from "@/test/fuzz";
import { fuzzDocumentRoute } from "@/test/fuzz-document";
import { useTempDataDir } from "@/test/temp-data-dir";
import * as gallery from "./gallery/route";
import * as pageTexts from "./page-texts/[page]/route";
import * as products from "./products/route";
import * as shopDetails from "./shop-details/route";

/**
 * The stored documents (catalogue, gallery, shop details, page texts) against seeded
 * malformed requests (test/fuzz-verdict.ts says what every answer must be).
 * Writes are only ever invalid or stale, and each document must read the same afterwards.
 */

/** A product list that cannot pass the schema: one product always has a broken field. */
function invalidCatalogue(fuzz: Fuzz): unknown {
  const good = {
    id: "fuzz-soap",
    name: "Fuzz soap",
    imagePath: "/images/products/x.webp",
    ingredients: [{ name: "Olive oil", amount: 1 }],
  };
  const broken = fuzz.pick([
    () =>
      fuzz.mutate(good, "id", [
        "",
        "has space",
        "x".repeat(65),
        "ü",
        5,
        null,
        "../x",
      ]),
    () => fuzz.mutate(good, "name", ["", "   ", "x".repeat(121), 5, null, []]),
    () =>
      fuzz.mutate(good, "imagePath", [
        "",
        "http://x.example/a.png",
        "/images/../secret",
        "javascript:alert(1)",
        1,
      ]),
    // Never missing: without ingredients a product is valid (they default to none).
    () => ({
      ...fuzz.mutate(good, "ingredients", []),
      ingredients: fuzz.pick([
        {},
        "oil",
        [{ name: "", amount: 1 }],
        [{ name: "x", amount: -1 }],
        [{ name: "x", amount: 1e9 }],
        Array(41).fill({ name: "x", amount: 1 }),
      ]),
    }),
    () => fuzz.value(),
  ])();
  return withBroken(fuzz, good, broken);
}

/** A gallery that cannot pass the schema: one picture always has a broken field. */
function invalidGallery(fuzz: Fuzz): unknown {
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
  return withBroken(fuzz, good, broken);
}

/** Up to three good items with the broken one among them, sometimes a duplicate id too. */
function withBroken(fuzz: Fuzz, good: { id: string }, broken: unknown) {
  const list: unknown[] = Array.from({ length: fuzz.int(0, 3) }, (_, i) => ({
    ...good,
    id: `fuzz-${i}`,
  }));
  list.splice(fuzz.int(0, list.length), 0, broken);
  if (fuzz.chance(0.1)) list.push({ ...good }, { ...good });
  return list;
}

/** Shop details that cannot pass the schema: one field is always broken. */
function invalidShopDetails(fuzz: Fuzz): unknown {
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
    exampleIngredients: true,
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
    () => fuzz.mutate(good, "exampleIngredients", [null, "true", 1, 0, [], {}]),
    () => fuzz.value(),
  ])();
}

/** A page's changed texts that cannot be saved: not an object of texts, a text that is not one, a bad restore mark. */
function invalidPageTexts(fuzz: Fuzz): unknown {
  return fuzz.pick([
    () => ({ texts: fuzz.pick([null, "x", 5, true]) }),
    () => ({ texts: { "Home.title": fuzz.pick([5, {}, [], true]) } }),
    () => ({ texts: {}, restores: fuzz.pick([5, "x".repeat(101), null]) }),
    () => fuzz.value(),
  ])();
}

describe("the stored documents against malformed requests", () => {
  useTempDataDir();

  describe("/api/products", () =>
    fuzzDocumentRoute({
      path: "/api/products",
      route: products,
      seed: FUZZ_SEED + 100,
      empty: "[]",
      limitKiB: 256,
      invalid: invalidCatalogue,
      invalidLabel: "invalid product list",
    }));

  describe("/api/gallery", () =>
    fuzzDocumentRoute({
      path: "/api/gallery",
      route: gallery,
      seed: FUZZ_SEED + 300,
      empty: "[]",
      limitKiB: 64,
      invalid: invalidGallery,
      invalidLabel: "invalid gallery",
    }));

  describe("/api/page-texts/[page]", () =>
    fuzzDocumentRoute({
      path: "/api/page-texts/home",
      route: pageTexts,
      params: { page: "home" },
      seed: FUZZ_SEED + 600,
      empty: '{"texts":{}}',
      limitKiB: 256,
      invalid: invalidPageTexts,
      invalidLabel: "invalid page texts",
    }));

  describe("/api/shop-details", () =>
    fuzzDocumentRoute({
      path: "/api/shop-details",
      route: shopDetails,
      seed: FUZZ_SEED + 400,
      empty: "{}",
      limitKiB: 16,
      invalid: invalidShopDetails,
      invalidLabel: "invalid shop details",
    }));
});
