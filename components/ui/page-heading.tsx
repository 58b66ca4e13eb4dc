import { shownProps, type Shown } from "@/lib/page-texts/pages";

// `compact` (admin screens): a small left-aligned title on a phone, so the work starts on the first screen.
export function PageHeading({
  title,
  subtitle,
  compact = false,
}: {
  title: Shown;
  subtitle?: Shown;
  compact?: boolean;
}) {
  return (
    <div
      className={`mx-auto max-w-4xl sm:px-6 sm:pt-16 sm:pb-6 sm:text-center ${compact ? "px-4 pt-5 pb-3" : "px-6 pt-12 pb-6 text-center"}`}
    >
      <h1
        {...shownProps(title)}
        className={`font-serif font-semibold tracking-tight text-olive sm:text-5xl ${compact ? "text-2xl" : "text-4xl"}`}
      />
      {subtitle ? (
        <p
          {...shownProps(subtitle)}
          className={`max-w-measure text-stone-dark sm:mx-auto sm:mt-4 sm:text-lg ${compact ? "mt-1.5 text-base" : "mx-auto mt-4 text-lg"}`}
        />
      ) : null}
    </div>
  );
}
