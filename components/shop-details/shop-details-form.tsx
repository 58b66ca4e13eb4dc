"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import {
  DAYS,
  SOCIAL_HOSTS,
  type Day,
  type ShopDetails,
  type SocialNetwork,
} from "@/lib/shop-details/schema";
import { Field, inputClass, type FieldRenderer } from "@/components/ui/field";
import { FormAlert, SubmitButton } from "@/components/ui/form-feedback";
import { ResultStatus } from "@/components/ui/result-status";
import { requestVersioned, RequestError } from "@/lib/http/client";
import { HoursFieldset, weekOf, type Week } from "./hours-fieldset";

const NETWORKS = Object.keys(SOCIAL_HOSTS) as SocialNetwork[];
const FAILURES: Partial<Record<number, "signedOut" | "fixFields">> = {
  401: "signedOut",
  400: "fixFields",
};

// A stale version (409: someone else saved) offers the latest instead of overwriting it.
export function ShopDetailsForm({
  saved,
  version: startVersion,
  examples,
  unsaved,
}: {
  saved: ShopDetails;
  version: string;
  /** Examples, not the family's pages. */
  examples: ShopDetails["social"];
  /** Never saved: the pages show the defaults, and the setup guide waits for a first save. */
  unsaved: boolean;
}) {
  const t = useTranslations("ShopDetails");
  const router = useRouter();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [version, setVersion] = useState(startVersion);
  const [details, setDetails] = useState(saved);
  const [week, setWeek] = useState(() => weekOf(saved.openingHours));
  const [fields, setFields] = useState<Record<string, string>>({});

  const openDays = DAYS.filter((day) => week[day].open);
  const openingHours = openDays.map((day) => ({
    day,
    opens: week[day].opens,
    closes: week[day].closes,
  }));

  const save = useMutation({
    mutationFn: () =>
      requestVersioned("/api/shop-details", {
        method: "PUT",
        version,
        json: { ...details, openingHours },
      }),
    onSuccess: (answer) => {
      setVersion(answer.version);
      setFields({});
    },
    onError: (error) => {
      if (!(error instanceof RequestError) || error.status !== 400) return;
      // The server names an opening time by its place in the list sent: name it by its day.
      const named = Object.entries(error.fields).map(([path, message]) => [
        path.replace(/^openingHours\.(\d+)(?=\.\w+$)/, (_, i) => openDays[i]!),
        message,
      ]);
      setFields(Object.fromEntries(named));
    },
  });

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [fields]);

  const failure = save.error instanceof RequestError ? save.error.status : null;
  const edit = (change: Partial<ShopDetails>) => {
    save.reset();
    setDetails((was) => ({ ...was, ...change }));
  };

  const field: FieldRenderer = (name, label, control, hint) => (
    <Field
      id={`${id}-${name.replace(/\W/g, "-")}`}
      label={label}
      hint={hint}
      warning={fields[name]}
    >
      {control}
    </Field>
  );

  const text = (key: "phone" | "email" | SocialNetwork, hint?: string) => {
    const social = key !== "phone" && key !== "email";
    const set = (value: string) =>
      edit(
        social
          ? { social: { ...details.social, [key]: value } }
          : { [key]: value },
      );
    return field(
      social ? `social.${key}` : key,
      t(key),
      (props) => (
        <input
          {...props}
          type={social ? "url" : key === "phone" ? "tel" : "email"}
          value={social ? details.social[key] : details[key]}
          onChange={(e) => set(e.target.value)}
          required={!social}
          placeholder={social ? examples[key] : undefined}
          spellCheck={false}
          className={inputClass}
        />
      ),
      hint,
    );
  };

  const setDay = (day: Day, change: Partial<Week[Day]>) => {
    save.reset();
    setWeek({ ...week, [day]: { ...week[day], ...change } });
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
      className="flex flex-col gap-6"
    >
      {text("phone", t("phoneHint"))}
      {text("email")}
      {field(
        "address",
        t("address"),
        (props) => (
          <textarea
            {...props}
            value={details.address}
            onChange={(e) => edit({ address: e.target.value })}
            rows={5}
            required
            className={inputClass}
          />
        ),
        t("addressHint"),
      )}
      <HoursFieldset
        week={week}
        warning={fields.openingHours}
        onDay={setDay}
        field={field}
      />
      <fieldset className="flex flex-col gap-4">
        <legend className="font-serif text-xl font-semibold">
          {t("social")}
        </legend>
        <p className="mt-0.5 text-sm text-stone-dark">{t("socialHint")}</p>
        {NETWORKS.map((network) =>
          text(
            network,
            details.social[network] === examples[network]
              ? t("socialExample")
              : undefined,
          ),
        )}
      </fieldset>
      <fieldset>
        <legend className="font-serif text-xl font-semibold">
          {t("shoppingList")}
        </legend>
        <label className="mt-2 flex min-h-11 items-center gap-3 font-medium text-olive">
          <input
            type="checkbox"
            checked={details.exampleIngredients}
            onChange={(e) => edit({ exampleIngredients: e.target.checked })}
            aria-describedby={`${id}-examples-hint`}
            className="size-5 shrink-0 accent-laurel"
          />
          {t("exampleIngredients")}
        </label>
        <p id={`${id}-examples-hint`} className="text-sm text-stone-dark">
          {t("exampleIngredientsHint")}
        </p>
      </fieldset>
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
          ) : failure !== null ? (
            t(FAILURES[failure] ?? "failed")
          ) : null}
        </FormAlert>
        <ResultStatus className="font-medium text-laurel-dark empty:hidden">
          {save.isSuccess ? t("saved") : null}
        </ResultStatus>
        {unsaved && !save.isSuccess ? (
          <p className="text-stone-dark">{t("neverSaved")}</p>
        ) : null}
        <div>
          <SubmitButton
            pending={save.isPending}
            label={t("save")}
            pendingLabel={t("saving")}
          />
        </div>
      </div>
    </form>
  );
}
