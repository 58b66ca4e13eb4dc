import type { SocialNetwork } from "./nav-items";

// Simple line glyphs drawn for this site, 24×24, inheriting the text colour.
const glyphs: Record<SocialNetwork, React.ReactNode> = {
  facebook: (
    <path d="M14 8h2.5V4.5H14c-2.5 0-4 1.6-4 4V11H7.5v3.5H10V21h3.5v-6.5H16l.5-3.5h-3V8.7c0-.4.2-.7.5-.7Z" />
  ),
  instagram: (
    <>
      <rect
        x="3.5"
        y="3.5"
        width="17"
        height="17"
        rx="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle
        cx="12"
        cy="12"
        r="4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="17.2" cy="6.8" r="1.2" />
    </>
  ),
  linkedin: (
    <>
      <rect x="4" y="9.5" width="3.3" height="10.5" />
      <circle cx="5.65" cy="5.6" r="1.9" />
      <path d="M10 9.5h3.2v1.5c.6-1 1.8-1.8 3.5-1.8 2.6 0 3.6 1.7 3.6 4.4V20H17v-5.7c0-1.4-.4-2.3-1.7-2.3-1.4 0-2 1-2 2.4V20H10Z" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10 9 5 3-5 3Z" fill="var(--icon-cutout, #F7F1E3)" />
    </>
  ),
};

export function SocialIcon({
  network,
  className,
}: {
  network: SocialNetwork;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {glyphs[network]}
    </svg>
  );
}
