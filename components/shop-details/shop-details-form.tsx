"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { FormAlert, SubmitButton } from "@/components/ui/form-feedback";
import {
  DAYS,
  SOCIAL_HOSTS,
  type Day,
  type ShopDetails,
  type SocialNetwork,
} from "@/lib/shop-details/schema";
import { putShopDetails, SaveRefused } from "./put-shop-details";

type Week = Record<Day, { open: boolean; opens: string; closes: string }>;

const weekOf = (hours: ShopDetails["openingHours"]): Week =>
  Object.fromEntries(
    DAYS.map((day) => {
      const h = hours.find((entry) => entry.day === day);
      return [
        day,
        { open: !!h, opens: h?.opens ?? "09:00", closes: h?.closes ?? "17:00" },
      ];
    }),
  ) as Week;

const NETWORKS = Object.keys(SOCIAL_HOSTS) as SocialNetwork[];
const input =
  "mt-1.5 block min-h-11 w-full rounded-lg border border-stone bg-white/80 px-3.5 py-2.5 text-base text-olive focus-visible:border-laurel aria-invalid:border-2 aria-invalid:border-red-800";

/**
 * The shop details as one form: the browser checks the field types, the
 * server the rest, and its 400 marks the fields it names. A stale version
 * (someone else saved) offers the latest instead of overwriting it.
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
  const details = (): ShopDetails => ({
    phone,
    email,
    address,
    openingHours: openDays.map((day) => ({
      day,
      opens: week[day].opens,
      closes: week[day].closes,
    })),
    social,
  });

  const save = useMutation({
    mutationFn: () => putShopDetails(details(), version),
    onSuccess: (next) => {
      setVersion(next);
      setFields({});
    },
    onError: (error) => {
      if (!(error instanceof SaveRefused) || error.status !== 400) return;
      // The server names an opening time by its place in the list sent: name it by its day.
      const named = Object.fromEntries(
        Object.entries(error.fields).map(([path, message]) => {
          const hour = /^openingHours\.(\d+)\.(\w+)$/.exec(path);
          return [
            hour ? `${openDays[Number(hour[1])]}.${hour[2]}` : path,
            message,
          ];
        }),
      );
      setFields(named);
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
  const field = (
    name: string,
    label: string,
    control: (props: {
      id: string;
      "aria-invalid"?: true;
      "aria-describedby"?: string;
    }) => ReactNode,
    hint?: string,
  ) => {
    const key = `${id}-${name.replace(/\W/g, "-")}`;
    const warning = fields[name];
    const described = [hint && `${key}-hint`, warning && `${key}-warning`]
      .filter(Boolean)
      .join(" ");
    return (
      <div>
        <label htmlFor={key} className="font-medium text-olive">
          {label}
        </label>
        {hint ? (
          <p id={`${key}-hint`} className="mt-0.5 text-sm text-stone-dark">
            {hint}
          </p>
        ) : null}
        {control({
          id: key,
          "aria-invalid": warning ? true : undefined,
          "aria-describedby": described || undefined,
        })}
        {warning ? (
          <p
            id={`${key}-warning`}
            className="mt-1.5 text-sm font-medium text-red-800"
          >
            {warning}
          </p>
        ) : null}
      </div>
    );
  };

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
          className={input}
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
            className={input}
          />
        ),
        t("addressHint"),
      )}
      <fieldset>
        <legend className="font-serif text-xl font-semibold">
          {t("hours")}
        </legend>
        <p className="mt-0.5 text-sm text-stone-dark">{t("hoursHint")}</p>
        {fields.openingHours ? (
          <p className="mt-1.5 text-sm font-medium text-red-800">
            {fields.openingHours}
          </p>
        ) : null}
        <ul className="mt-3 flex flex-col gap-3">
          {DAYS.map((day) => {
            const name = t(`days.${day}`);
            const hours = week[day];
            return (
              <li
                key={day}
                className="flex flex-wrap items-end gap-x-4 gap-y-2"
              >
                <label className="flex min-h-11 w-36 items-center gap-2 font-medium text-olive">
                  <input
                    type="checkbox"
                    checked={hours.open}
                    onChange={(e) => setDay(day, { open: e.target.checked })}
                    aria-label={t("open", { day: name })}
                    className="size-5 accent-laurel"
                  />
                  <span aria-hidden="true">{name}</span>
                </label>
                {hours.open ? (
                  <div className="flex gap-3">
                    {(["opens", "closes"] as const).map((end) =>
                      field(`${day}.${end}`, t(end, { day: name }), (props) => (
                        <input
                          {...props}
                          type="time"
                          value={hours[end]}
                          onChange={(e) =>
                            setDay(day, { [end]: e.target.value })
                          }
                          required
                          className={`${input} w-32`}
                        />
                      )),
                    )}
                  </div>
                ) : (
                  <span className="min-h-11 py-2.5 text-stone-dark">
                    {t("closed")}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="font-serif text-xl font-semibold">
          {t("social")}
        </legend>
        <p className="-mt-3 text-sm text-stone-dark">{t("socialHint")}</p>
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
