"use client";

import { NextIntlClientProvider } from "next-intl";
import { QueryProvider } from "@/components/ui/query-provider";
import type { IslandMessages } from "@/lib/i18n/island-messages";
import { InPlaceEditor } from "./in-place-editor";
// Public pages' stylesheet has none of the editor's classes: an editor's browser loads them with it.
import "@/app/admin.css";

/** Loaded by components/account/edit-words-control.tsx, with the words GET /api/page-texts/editor gave it. */
export default function WordsEditor({
  intl,
  onClose,
}: {
  intl: IslandMessages;
  onClose: () => void;
}) {
  return (
    <NextIntlClientProvider {...intl}>
      <QueryProvider>
        <InPlaceEditor onClose={onClose} />
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
