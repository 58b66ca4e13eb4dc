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
import { HoursFieldset, weekOf, type Week } from "./hours-fieldset";
import { putShopDetails, SaveRefused } from "./put-shop-details";

const NETWORKS = Object.keys(SOCIAL_HOSTS) as SocialNetwork[];

/**
 * The shop details as one form: the browser checks the field types, the
 * server the rest, and its 400 marks the fields it names. A stale version
 * (409: someone else saved) offers the latest, rendered again by the server,
 * instead of overwriting it.
 */
export function ShopDetailsForm({
  saved,
  version: startVersion,
}: {
  saved: ShopDetails;
  version: string;
}) {
  const t = useTranslations("ShopDetails");
  const router = useRouter();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [version, setVersion] = useState(startVersion);
  const [phone, setPhone] = useState(saved.phone);
  const [email, setEmail] = useState(saved.email);
  const [address, setAddress] = useState(saved.address);
  const [week, setWeek] = useState(() => weekOf(saved.openingHours));
  const [social, setSocial] = useState(saved.social);
  const [fields, setFields] = useState<Record<string, string>>({});

  const openDays = DAYS.filter((day) => week[day].open);
  const openingHours = openDays.map((day) => ({
    day,
    opens: week[day].opens,
    closes: week[day].closes,
  }));

  const save = useMutation({
    mutationFn: () =>
      putShopDetails({ phone, email, address, openingHours, social }, version),
    onSuccess: (next) => {
      setVersion(next);
      setFields({});
    },
    onError: (error) => {
      if (!(error instanceof SaveRefused) || error.status !== 400) return;
      // The server names an opening time by its place in the list sent: name it by its day.
      const named = Object.entries(error.fields).map(([path, message]) => {
        const hour = /^openingHours\.(\d+)\.(\w+)$/.exec(path);
        return [
          hour ? `${openDays[Number(hour[1])]}.${hour[2]}` : path,
          message,
        ];
      });
      setFields(Object.fromEntries(named));
    },
  });

  // Once the server's warnings show, the first marked field takes the focus.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [fields]);

  const failure = save.error instanceof SaveRefused ? save.error.status : null;
  const edited =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      save.reset();
      set(value);
    };

  /** A labelled control, described by its hint and the server's warning. */
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

  const text = (
    name: string,
    label: string,
    value: string,
    set: (value: string) => void,
    type: "tel" | "email" | "url",
    hint?: string,
  ) =>
    field(
      name,
      label,
      (props) => (
        <input
          {...props}
          type={type}
          value={value}
          onChange={(e) => edited(set)(e.target.value)}
          required
          spellCheck={false}
          className={inputClass}
        />
      ),
      hint,
    );

  const setDay = (day: Day, change: Partial<Week[Day]>) =>
    edited(setWeek)({ ...week, [day]: { ...week[day], ...change } });

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
      {text("phone", t("phone"), phone, setPhone, "tel", t("phoneHint"))}
      {text("email", t("email"), email, setEmail, "email")}
      {field(
        "address",
        t("address"),
        (props) => (
          <textarea
            {...props}
            value={address}
            onChange={(e) => edited(setAddress)(e.target.value)}
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
            `social.${network}`,
            t(network),
            social[network],
            (value) => setSocial({ ...social, [network]: value }),
            "url",
          ),
        )}
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
          ) : failure === 401 ? (
            t("signedOut")
          ) : failure === 400 ? (
            t("fixFields")
          ) : failure !== null ? (
            t("failed")
          ) : null}
        </FormAlert>
        {save.isSuccess ? (
          <p role="status" className="font-medium text-laurel-dark">
            {t("saved")}
          </p>
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
