import { SENT_FRAGMENT as SENT_TARGET } from "@/lib/contact/rules";

/**
 * The confirmation for a visitor without JavaScript: the form post's
 * redirect ends in #contact-sent, and CSS (:target) shows this box over the
 * page. "Close" moves the target back to the form. With JavaScript the
 * island renders the real dialog instead and drops this.
 */
export function SentNotice({
  title,
  text,
  close,
  formId,
}: {
  title: string;
  text: string;
  close: string;
  formId: string;
}) {
  return (
    <section
      id={SENT_TARGET}
      aria-labelledby={`${SENT_TARGET}-title`}
      className="fixed inset-0 z-50 hidden items-center justify-center bg-olive-deep/60 p-4 target:flex"
    >
      <div className="max-w-[80vw] rounded-2xl bg-cream p-6 text-olive shadow-2xl ring-1 ring-sand-dark">
        <h2
          id={`${SENT_TARGET}-title`}
          className="mb-3 font-serif text-2xl font-semibold text-olive"
        >
          {title}
        </h2>
        <p>{text}</p>
        <div className="mt-5 flex justify-end">
          <a
            href={`#${formId}`}
            className="inline-flex min-h-11 items-center rounded-full bg-laurel px-6 font-semibold text-cream hover:bg-laurel-dark"
          >
            {close}
          </a>
        </div>
      </div>
    </section>
  );
}
