"use client";

import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { Field, inputClass } from "@/components/ui/field";
import {
  CONTACT_FIELDS,
  HONEYPOT_FIELD,
  PHONE_PATTERN,
  SENT_FRAGMENT,
} from "@/lib/contact/rules";
import { OrderList } from "./order-list";
import { useContactForm } from "./use-contact-form";
import { useHydrated, useQueryFlag } from "./use-page-flags";

const loadDialog = () => import("@/components/ui/dialog");
// The dialog (and Headless UI) loads only once a message is on its way.
const Dialog = dynamic(loadDialog, { ssr: false });

// The browser's own checks mirror the schema for the post without JavaScript.
const INPUTS = {
  name: { type: "text", autoComplete: "name", required: true },
  email: { type: "email", autoComplete: "email", required: true },
  phone: { type: "tel", autoComplete: "tel", pattern: PHONE_PATTERN },
};

export function ContactForm({
  labelledBy,
}: {
  /** The id of the heading that names the form. */
  labelledBy: string;
}) {
  const t = useTranslations("Contact");
  const hydrated = useHydrated();
  // Reached by the plain form post's redirect (SENT_LOCATION).
  const arrivedAfterSending = useQueryFlag("sent");
  // The dialog after sending (with the soaps it took off the list), kept until its closing animation ends.
  const [sent, setSent] = useState<{ open: boolean; soaps: number }>();
  const [redirectSeen, setRedirectSeen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const form = useContactForm(
    (soaps) => setSent({ open: true, soaps }),
    t("form.enquiryMessage"),
  );
  const dialogOpen = !!sent?.open || (arrivedAfterSending && !redirectSeen);

  return (
    <>
      <form
        ref={formRef}
        id="contact-form"
        method="post"
        action="/api/contact"
        encType="multipart/form-data"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className="space-y-5 outline-none"
        onFocus={() => {
          form.prepare();
          void loadDialog();
        }}
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(new FormData(event.currentTarget));
        }}
      >
        {CONTACT_FIELDS.map((field) => {
          const warning = form.warningFor(field);
          return (
            <Field
              key={field}
              id={`contact-${field}`}
              label={t(`form.${field}`)}
              warning={warning && t(`warnings.${warning}`)}
              icon
            >
              {(props) => {
                const control = {
                  ...props,
                  name: field,
                  value: form.values[field],
                  onChange: (e: { target: { value: string } }) =>
                    form.change(field, e.target.value),
                  onBlur: () => form.touch(field),
                };
                return field === "message" ? (
                  <textarea
                    {...control}
                    rows={8}
                    required
                    className={`${inputClass} resize-y`}
                  />
                ) : (
                  <input
                    {...control}
                    {...INPUTS[field]}
                    className={inputClass}
                  />
                );
              }}
            </Field>
          );
        })}
        <OrderList form={form} />
        {/* Only bots fill this in (hidden from people, screen readers and autofill):
            accepted silently and never delivered (app/api/contact/route.ts). */}
        <div
          aria-hidden="true"
          className="absolute -left-[9999px] size-px overflow-hidden"
        >
          <label htmlFor="contact-website">{t("form.honeypot")}</label>
          <input
            id="contact-website"
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        {typeof form.status === "object" ? (
          <p
            role="alert"
            className="rounded-lg border-l-4 border-red-800 bg-white/80 px-4 py-3 text-red-800"
          >
            {t(`errors.${form.status.problem}`, form.status)}
          </p>
        ) : null}
        <button
          type="submit"
          // Disabled only once the island runs: without JavaScript the browser checks the fields.
          disabled={hydrated && !form.valid}
          aria-disabled={form.status === "sending" || undefined}
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-laurel px-8 font-semibold text-cream transition-colors hover:bg-laurel-dark disabled:cursor-not-allowed disabled:bg-stone/40 disabled:text-olive aria-disabled:cursor-wait"
        >
          {form.status === "sending" ? t("form.sending") : t("form.send")}
        </button>
      </form>
      {/* Without JavaScript the post's redirect ends in #contact-sent, which CSS
          (:target) shows; "Close" moves the target back to the form. */}
      {hydrated ? null : (
        <section
          id={SENT_FRAGMENT}
          aria-labelledby={`${SENT_FRAGMENT}-title`}
          className="fixed inset-0 z-50 hidden items-center justify-center bg-olive-deep/60 p-4 target:flex"
        >
          <div className="max-w-[80vw] rounded-2xl bg-cream p-6 text-olive shadow-2xl ring-1 ring-sand-dark">
            <h2
              id={`${SENT_FRAGMENT}-title`}
              className="mb-3 font-serif text-2xl font-semibold text-olive"
            >
              {t("dialog.title")}
            </h2>
            <p>{t("dialog.text")}</p>
            <div className="mt-5 flex justify-end">
              <a
                href="#contact-form"
                className="inline-flex min-h-11 items-center rounded-full bg-laurel px-6 font-semibold text-cream hover:bg-laurel-dark"
              >
                {t("dialog.close")}
              </a>
            </div>
          </div>
        </section>
      )}
      {sent || dialogOpen ? (
        <Dialog
          open={dialogOpen}
          onClose={() => {
            setSent((was) => was && { ...was, open: false });
            setRedirectSeen(true);
            // The confirmation was shown once; a reload should not show it again.
            if (arrivedAfterSending)
              window.history.replaceState(null, "", "/contact");
          }}
          onClosed={() => {
            setSent(undefined);
            formRef.current?.focus();
          }}
          title={t("dialog.title")}
          closeLabel={t("dialog.close")}
        >
          <p>{t("dialog.text")}</p>
          {sent?.soaps ? (
            <p className="mt-2">
              {t("dialog.soapsTakenOff", { count: sent.soaps })}
            </p>
          ) : null}
        </Dialog>
      ) : null}
    </>
  );
}
