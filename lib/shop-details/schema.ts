import "@/lib/validation/jitless";
import { z } from "zod";
import messages from "@/messages/en.json";
import { PHONE_RULE } from "@/lib/contact/rules";
import { isCurrencyCode } from "@/lib/products/schema";

export const DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Day = (typeof DAYS)[number];

/** The social profiles the header shows, each only on its own network's site. */
export const SOCIAL_HOSTS = {
  facebook: "facebook.com",
  instagram: "instagram.com",
  linkedin: "linkedin.com",
  youtube: "youtube.com",
} as const;
export type SocialNetwork = keyof typeof SOCIAL_HOSTS;

const ADDRESS_LINES = 6;
const TRANSFER_LENGTH = 2000;

/** Until the family chooses one: the catalogue's prices' currency, else this. */
export const DEFAULT_CURRENCY = "EUR";

// Issue messages are keys of ShopDetails.errors, so the screen and a 400 word them alike.
const time = z
  .string("timeInvalid")
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, "timeInvalid");

/** An https address on `host` or one of its subdomains (www.), with no credentials in it. */
const onHost = (host: string) => (value: string) => {
  try {
    const url = new URL(value);
    return (
      url.protocol === "https:" &&
      !url.username &&
      !url.password &&
      (url.hostname === host || url.hostname.endsWith(`.${host}`))
    );
  } catch {
    return false;
  }
};

// Empty: the shop is not on that network, and no page links to it.
const socialLink = (network: SocialNetwork) =>
  z
    .string("socialInvalid")
    .trim()
    .max(200, "socialInvalid")
    .refine(
      (value) => value === "" || onHost(SOCIAL_HOSTS[network])(value),
      `${network}Invalid`,
    );

export const shopDetailsSchema = z.object({
  phone: z
    .string("phoneInvalid")
    .trim()
    .max(40, "phoneInvalid")
    .regex(PHONE_RULE, "phoneInvalid"),
  email: z
    .string("emailInvalid")
    .trim()
    .max(254, "emailInvalid")
    .pipe(z.email("emailInvalid")),
  // Lines as typed, without blank ones: the pages show one per line.
  address: z
    .string("addressRequired")
    .max(400, "addressTooLong")
    .transform((text) =>
      text
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
        .join("\n"),
    )
    .pipe(
      z
        .string()
        .min(1, "addressRequired")
        .refine(
          (text) => text.split("\n").length <= ADDRESS_LINES,
          "addressTooLong",
        ),
    ),
  // A day missing from the list is closed; each day once, closing after it opens.
  openingHours: z
    .array(
      z
        .object({ day: z.enum(DAYS, "dayInvalid"), opens: time, closes: time })
        .refine((h) => h.opens < h.closes, {
          message: "closesBeforeOpens",
          path: ["closes"],
        }),
      "dayInvalid",
    )
    .max(DAYS.length, "dayTwice")
    .refine(
      (hours) => new Set(hours.map((h) => h.day)).size === hours.length,
      "dayTwice",
    )
    .transform((hours) =>
      [...hours].sort((a, b) => DAYS.indexOf(a.day) - DAYS.indexOf(b.day)),
    ),
  social: z.object(
    {
      facebook: socialLink("facebook"),
      instagram: socialLink("instagram"),
      linkedin: socialLink("linkedin"),
      youtube: socialLink("youtube"),
    },
    "socialInvalid",
  ),
  // The currency orders are made in (a soap priced in another is not prefilled on an order).
  currency: z
    .string("currencyInvalid")
    .trim()
    .toUpperCase()
    .refine(isCurrencyCode, "currencyInvalid"),
  // What a customer paying without a card reads on the order page: a bank account, cash at the shop.
  transferInstructions: z
    .string("transferTooLong")
    .transform((text) => text.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().max(TRANSFER_LENGTH, "transferTooLong")),
  // The specification's apples and tomatoes on a list nobody has touched yet (lib/shopping-list/stored-list).
  exampleIngredients: z.boolean("exampleIngredientsInvalid"),
});

export type ShopDetails = z.output<typeof shopDetailsSchema>;

/** Until an editor saves some (no hours yet). */
export function defaultShopDetails(): ShopDetails {
  const site = messages.Site;
  return {
    phone: site.phone,
    email: site.email,
    address: Object.entries(site.address)
      .filter(([key]) => key.startsWith("line"))
      .map(([, line]) => line)
      .join("\n"),
    openingHours: [],
    social: {
      facebook: site.facebook,
      instagram: site.instagram,
      linkedin: site.linkedin,
      youtube: site.youtube,
    },
    currency: DEFAULT_CURRENCY,
    transferInstructions: "",
    exampleIngredients: true,
  };
}

export const socialProfiles = (social: ShopDetails["social"]) =>
  (Object.keys(SOCIAL_HOSTS) as SocialNetwork[])
    .filter((network) => social[network] !== "")
    .map((network) => ({ network, href: social[network] }));

export const dialNumber = (phone: string) =>
  `${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;
