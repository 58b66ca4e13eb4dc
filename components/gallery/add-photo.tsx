"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import {
  PHOTO_TYPES,
  UploadError,
  uploadPhoto,
  type UploadFailure,
} from "@/components/products/editor/upload-photo";

const problemKey = {
  tooLarge: "errors.uploadTooLarge",
  wrongType: "errors.uploadWrongType",
  tooManyPixels: "errors.uploadTooManyPixels",
  session: "errors.uploadSession",
  failed: "errors.uploadFailed",
} as const satisfies Record<UploadFailure, string>;

type State =
  | { kind: "idle" }
  | { kind: "uploading"; percent: number }
  | { kind: "done" }
  | { kind: "failed"; reason: UploadFailure };

/** A photo from the computer or the phone (its camera through the picker), sent to POST /api/images at once. */
export function AddPhoto({
  onAdded,
}: {
  onAdded: (imagePath: string) => void;
}) {
  const t = useTranslations("GalleryEditor");
  const id = useId();
  const [state, setState] = useState<State>({ kind: "idle" });
  const uploading = state.kind === "uploading";

  const send = async (file: File | undefined) => {
    if (!file || uploading) return;
    setState({ kind: "uploading", percent: 0 });
    try {
      onAdded(
        await uploadPhoto(file, (percent) =>
          setState({ kind: "uploading", percent }),
        ),
      );
      setState({ kind: "done" });
    } catch (error) {
      setState({
        kind: "failed",
        reason: error instanceof UploadError ? error.reason : "failed",
      });
    }
  };

  return (
    <div className="mt-6 rounded-lg border-2 border-dashed border-stone/40 p-3">
      <label htmlFor={id} className="font-semibold text-olive">
        {t("addPhoto")}
      </label>
      <input
        id={id}
        type="file"
        accept={PHOTO_TYPES.join(",")}
        disabled={uploading}
        aria-describedby={`${id}-hint ${id}-status`}
        onChange={(event) => {
          void send(event.target.files?.[0]);
          event.target.value = "";
        }}
        className="mt-2 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-laurel file:px-4 file:font-semibold file:text-cream"
      />
      <p id={`${id}-hint`} className="mt-2 text-sm text-stone-dark">
        {t("addHint")}
      </p>
      <div id={`${id}-status`} role="status" className="mt-2 text-sm">
        {state.kind === "uploading" ? (
          <>
            <span>{t("uploading", { percent: state.percent })}</span>
            <progress
              value={state.percent}
              max={100}
              aria-label={t("addPhoto")}
              className="mt-1 block h-2 w-full accent-laurel"
            />
          </>
        ) : state.kind === "done" ? (
          <span className="text-olive">{t("uploaded")}</span>
        ) : state.kind === "failed" ? (
          <span className="font-medium text-red-800">
            {t(problemKey[state.reason])}
          </span>
        ) : null}
      </div>
    </div>
  );
}
