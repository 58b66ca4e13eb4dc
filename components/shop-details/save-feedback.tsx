"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { FormAlert, SubmitButton } from "@/components/ui/form-feedback";

/**
 * The save's outcome and the Save button: a stale version (409) offers the
 * latest, rendered again by the server, instead of overwriting it.
 */
export function SaveFeedback({
  failure,
  saved,
  pending,
}: {
  /** The status of a refused save; null when none was refused. */
  failure: number | null;
  saved: boolean;
  pending: boolean;
}) {
  const t = useTranslations("ShopDetails");
  const router = useRouter();
  return (
    <div className="flex flex-col gap-3">
      <FormAlert>
        {failure === 409 ? (
          <>
            {t("conflict")}{" "}
            <button
              type="button"
              onClick={() => router.refresh()}
              className="min-h-11 underline underline-offset-4"
            >
              {t("loadLatest")}
            </button>
          </>
        ) : failure === 401 ? (
          t("signedOut")
        ) : failure === 400 ? (
          t("fixFields")
        ) : failure !== null ? (
          t("failed")
        ) : null}
      </FormAlert>
      {saved ? (
        <p role="status" className="font-medium text-laurel-dark">
          {t("saved")}
        </p>
      ) : null}
      <div>
        <SubmitButton
          pending={pending}
          label={t("save")}
          pendingLabel={t("saving")}
        />
      </div>
    </div>
  );
}
