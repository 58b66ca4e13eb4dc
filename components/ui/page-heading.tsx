/** The title block at the top of a page. */
export function PageHeading({
  title,
  subtitle,
}: {
  title: string;
  subtitle?: string;
}) {
  return (
    <div className="mx-auto max-w-4xl px-6 pt-12 pb-6 text-center sm:pt-16">
      <h1 className="font-serif text-4xl font-semibold tracking-tight text-olive sm:text-5xl">
        {title}
      </h1>
      {subtitle ? (
        <p className="mx-auto mt-4 max-w-measure text-lg text-stone-dark">
          {subtitle}
        </p>
      ) : null}
    </div>
  );
}
