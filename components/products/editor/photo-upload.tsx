"use client";

import { useState, type Ref } from "react";
import {
  checkPhoto,
  PHOTO_TYPES,
  uploadFailure,
  uploadPhoto,
  type UploadFailure,
} from "./upload-photo";

export function usePhotoUpload(onUploaded: (imagePath: string) => void) {
  const [state, setState] = useState<
    | { kind: "idle" | "done" }
    | { kind: "uploading"; percent: number }
    | { kind: "failed"; reason: UploadFailure }
  >({ kind: "idle" });
  const uploading = state.kind === "uploading";
  const send = async (file: File | undefined) => {
    if (!file || uploading) return;
    const problem = checkPhoto(file);
    if (problem) return setState({ kind: "failed", reason: problem });
    setState({ kind: "uploading", percent: 0 });
    try {
      onUploaded(
        await uploadPhoto(file, (percent) =>
          setState({ kind: "uploading", percent }),
        ),
      );
      setState({ kind: "done" });
    } catch (error) {
      setState({ kind: "failed", reason: uploadFailure(error) });
    }
  };
  return { state, uploading, send };
}

export function PhotoInput({
  id,
  upload: { state, uploading, send },
  text,
  hidden,
  className,
  labelClassName,
  inputRef,
}: {
  id: string;
  upload: ReturnType<typeof usePhotoUpload>;
  text: {
    label: string;
    hint: string;
    uploading: (percent: number) => string;
    uploaded: string;
    problem: (reason: UploadFailure) => string;
  };
  hidden?: boolean;
  className?: string;
  labelClassName: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <>
      <div hidden={hidden} className={className}>
        <label htmlFor={id} className={labelClassName}>
          {text.label}
        </label>
        <input
          ref={inputRef}
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
      </div>
      <p id={`${id}-hint`} className="mt-2 text-sm text-stone-dark">
        {text.hint}
      </p>
      <div id={`${id}-status`} role="status" className="mt-2 text-sm">
        {state.kind === "uploading" ? (
          <>
            <span>{text.uploading(state.percent)}</span>
            <progress
              value={state.percent}
              max={100}
              aria-label={text.label}
              className="mt-1 block h-2 w-full accent-laurel"
            />
          </>
        ) : state.kind === "done" ? (
          <span className="text-olive">{text.uploaded}</span>
        ) : state.kind === "failed" ? (
          <span className="font-medium text-red-800">
            {text.problem(state.reason)}
          </span>
        ) : null}
      </div>
    </>
  );
}
