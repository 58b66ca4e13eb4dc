"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef } from "react";
import {
  metadataKind,
  PAGE_TEXTS,
  type PageName,
} from "@/lib/page-texts/pages";
import type { PageText } from "./requests";
import { secondaryButton } from "./buttons";

const isHeading = (key: string) => /(title|heading|name)$/i.test(key);

export function TextsPreview({
  page,
  texts,
  onClose,
}: {
  page: PageName;
  texts: PageText[];
  onClose: () => void;
}) {
  const t = useTranslations("PageTexts");
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const meta = (kind: "title" | "description") =>
    texts.find((text) => metadataKind(text.key) === kind)?.value;
  const title = meta("title");
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <h2
        id={`${id}-heading`}
        ref={heading}
        tabIndex={-1}
        className="font-serif text-2xl font-semibold outline-none"
      >
        {t("previewHeading")}
      </h2>
      <p className="text-sm text-stone-dark">{t("previewIntro")}</p>
      <div className="flex flex-col gap-4 rounded-2xl border border-sand-dark bg-white/70 p-5 sm:p-8">
        {texts
          .filter((text) => !metadataKind(text.key))
          .map((text) =>
            isHeading(text.key) ? (
              <p
                key={text.key}
                className="font-serif text-xl font-semibold whitespace-pre-line"
              >
                {text.value}
              </p>
            ) : (
              <p key={text.key} className="text-lg/8 whitespace-pre-line">
                {text.value}
              </p>
            ),
          )}
      </div>
      {title ? (
        <div>
          <h3 className="font-semibold">{t("searchPreview")}</h3>
          <div className="mt-2 rounded-xl border border-sand-dark bg-white p-4">
            <p className="text-sm text-stone-dark">{PAGE_TEXTS[page].path}</p>
            <p className="text-lg text-laurel-dark">{title}</p>
            <p className="text-sm">{meta("description")}</p>
          </div>
        </div>
      ) : null}
      <div>
        <button type="button" onClick={onClose} className={secondaryButton}>
          {t("closePreview")}
        </button>
      </div>
    </section>
  );
}
