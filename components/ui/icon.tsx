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

// One cached sprite file, so a page's HTML and hydration data carry only a short reference per icon.
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
