import { Icon } from "@/components/ui/icon";
import { shownProps, type Shown } from "@/lib/page-texts/pages";

export function PageIntro({
  title,
  lead,
  children,
}: {
  title: Shown;
  lead?: Shown;
  children?: React.ReactNode;
}) {
  return (
    // Left-aligned on phones, where long centred lines are hard to read.
    <header className="pt-10 pb-4 sm:pt-16 sm:text-center">
      <h1
        {...shownProps(title)}
        className="font-serif text-4xl font-semibold tracking-tight text-olive sm:text-5xl"
      />
      {lead ? (
        <p
          {...shownProps(lead)}
          className="mt-5 max-w-measure text-lg/8 text-stone-dark sm:mx-auto sm:text-xl/9"
        />
      ) : null}
      {children}
      {/* A sand rule with a laurel sprig in the middle: the printed-catalogue divider. */}
      <div
        aria-hidden="true"
        className="mt-10 flex max-w-md items-center gap-4 text-gold-dark sm:mx-auto"
      >
        <span className="h-px flex-1 bg-sand-dark" />
        <Icon name="laurel" className="h-6 w-16" />
        <span className="h-px flex-1 bg-sand-dark" />
      </div>
    </header>
  );
}
