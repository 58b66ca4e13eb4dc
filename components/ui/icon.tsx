/** The symbols of public/images/icons.svg. */
export type IconName =
  | "facebook"
  | "instagram"
  | "linkedin"
  | "youtube"
  | "mail"
  | "menu"
  | "close"
  | "basket"
  | "logout"
  | "chevron"
  | "leaf"
  | "laurel"
  | "natural"
  | "handmade"
  | "eco-friendly"
  | "zero-waste";

// Versioned by next.config.mjs (so it can be cached for long); plain in unit tests.
const SPRITE = process.env.ICON_SPRITE_URL ?? "/images/icons.svg";

/**
 * A decorative icon from the site's one sprite file. The browser fetches and
 * caches that file once (its address names its content), so a page's HTML and
 * its hydration data carry only this short reference, however many icons it shows. It takes the colour of the text;
 * its size comes from `className` (20 px square by default).
 */
export function Icon({
  name,
  className = "size-5",
}: {
  name: IconName;
  className?: string;
}) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`${SPRITE}#${name}`} />
    </svg>
  );
}
