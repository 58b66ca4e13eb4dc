"use client";

import { useTranslations } from "next-intl";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ResultStatus } from "@/components/ui/result-status";
import { FormAlert } from "@/components/ui/form-feedback";
import { moveItem } from "@/components/products/editor/move";
import {
  byId,
  useFocusAfterRender,
} from "@/components/products/editor/use-focus-after-render";
import { RequestError, request, signedOut } from "@/lib/http/client";
import { useSignInAgain } from "@/components/account/use-sign-in-again";
import type { GalleryPicture } from "@/lib/gallery/schema";
import {
  PhotoInput,
  usePhotoUpload,
} from "@/components/products/editor/photo-upload";
import { GalleryItem } from "./gallery-item";

// The whole list is sent with the version it started from: a save elsewhere in between is refused.
export function GalleryEditor({
  initial,
}: {
  initial: { pictures: GalleryPicture[]; version: string };
}) {
  const t = useTranslations("GalleryEditor");
  const [pictures, setPictures] = useState(initial.pictures);
  const [version, setVersion] = useState(initial.version);
  const [dirty, setDirty] = useState(false);
  const [removing, setRemoving] = useState<GalleryPicture | null>(null);
  const [checked, setChecked] = useState(false);
  const signInAgain = useSignInAgain("/editGallery");

  const focusLater = useFocusAfterRender();

  const change = (next: GalleryPicture[]) => {
    setPictures(next);
    setDirty(true);
  };
  const move = (from: number, to: number, focus: string) => {
    change(moveItem(pictures, from, to));
    focusLater(byId(focus));
  };
  const uploadId = useId();
  const upload = usePhotoUpload((imagePath) => {
    const id = `photo-${crypto.randomUUID()}`;
    change([...pictures, { id, imagePath, caption: "" }]);
    focusLater(byId(`${id}-caption`));
  });

  const save = useMutation({
    mutationFn: () =>
      request<{ version: string }>("/api/gallery", {
        method: "PUT",
        version,
        json: pictures,
      }),
    onSuccess: (answer) => {
      setVersion(answer.version);
      setDirty(false);
    },
  });
  useEffect(() => {
    if (signedOut(save.error)) signInAgain();
  }, [save.error, signInAgain]);

  const missing = pictures.some((p) => p.caption.trim() === "");
  const submit = () => {
    setChecked(true);
    if (!missing) save.mutate();
  };

  return (
    <div className="mt-6">
      {pictures.length === 0 ? (
        <p className="text-stone-dark">{t("empty")}</p>
      ) : (
        <ol aria-label={t("listLabel")} className="space-y-4">
          {pictures.map((picture, index) => (
            <GalleryItem
              key={picture.id}
              picture={picture}
              index={index}
              count={pictures.length}
              showEmpty={checked}
              onCaption={(caption) =>
                change(
                  pictures.map((p) =>
                    p.id === picture.id ? { ...p, caption } : p,
                  ),
                )
              }
              onMove={move}
              onRemove={() => setRemoving(picture)}
            />
          ))}
        </ol>
      )}

      <div className="mt-6 rounded-lg border-2 border-dashed border-stone/40 p-3">
        <PhotoInput
          id={uploadId}
          upload={upload}
          labelClassName="font-semibold text-olive"
          text={{
            label: t("addPhoto"),
            hint: t("addHint"),
            uploading: (percent) => t("uploading", { percent }),
            // Until the save that keeps it: then the hint has done its work.
            uploaded: dirty ? t("uploaded") : "",
            problem: (reason) => t(uploadProblem[reason]),
          }}
        />
      </div>

      <div className="sticky bottom-0 mt-6 flex flex-wrap items-center gap-3 border-t border-sand-dark bg-cream py-3">
        <button
          type="button"
          onClick={submit}
          disabled={save.isPending}
          aria-busy={save.isPending || undefined}
          className="min-h-12 rounded-full bg-laurel px-6 font-semibold text-cream hover:bg-laurel-dark disabled:cursor-wait disabled:opacity-75"
        >
          {save.isPending ? t("saving") : t("save")}
        </button>
        <ResultStatus className="text-sm text-stone-dark">
          {save.isSuccess && !dirty ? t("saved") : dirty ? t("unsaved") : ""}
        </ResultStatus>
      </div>
      <FormAlert>
        {checked && missing
          ? t("fixCaptions")
          : save.isError
            ? saveProblem(t, save.error)
            : null}
      </FormAlert>

      <ConfirmDialog
        open={removing !== null}
        title={t("removeTitle")}
        text={t("removeText", { caption: removing?.caption ?? "" })}
        confirmLabel={t("removeConfirm")}
        cancelLabel={t("cancel")}
        onConfirm={() => {
          change(pictures.filter((p) => p !== removing));
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}

const uploadProblem = {
  tooLarge: "errors.uploadTooLarge",
  wrongType: "errors.uploadWrongType",
  tooManyPixels: "errors.uploadTooManyPixels",
  session: "errors.uploadSession",
  failed: "errors.uploadFailed",
} as const;

function saveProblem(
  t: ReturnType<typeof useTranslations<"GalleryEditor">>,
  error: Error,
): string {
  const status = error instanceof RequestError ? error.status : 0;
  if (status === 0) return t("unreachable");
  if (status === 401) return t("sessionEnded");
  if (status === 409) return t("stale");
  return t("saveFailed", { reason: error.message });
}
