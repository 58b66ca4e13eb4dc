/** The header's main navigation: label keys of the Header namespace. */
export const mainNav = [
  { href: "/home", key: "home" },
  { href: "/products", key: "products" },
  { href: "/gallery", key: "gallery" },
  { href: "/contact", key: "contact" },
] as const;

export const socialNetworks = [
  "facebook",
  "instagram",
  "linkedin",
  "youtube",
] as const;
