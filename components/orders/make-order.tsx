"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { useSignInAgain } from "@/components/account/use-sign-in-again";
import { button } from "@/components/account/reset-link";
import { Field, inputClass } from "@/components/ui/field";
import { FormAlert, SubmitButton } from "@/components/ui/form-feedback";
import { LoadState } from "@/components/ui/load-state";
import { ResultStatus } from "@/components/ui/result-status";
import { request, RequestError, signedOut } from "@/lib/http/client";
import type { OrderDraft } from "@/lib/orders/draft";
import type { MailOutcome } from "@/lib/orders/mails";
import { formatMoney } from "@/lib/orders/money";
import {
  orderBody,
  typedTotal,
  type TypedLine,
  type TypedOrder,
} from "@/lib/orders/typed-order";
import type { Order } from "@/lib/orders/types";
import { LinkToCopy, MailOutcomeText } from "./link-outcome";
import { ORDERS_PATH, ORDERS_QUERY } from "./orders-query";

type Sent = { order: Order; link: string } & MailOutcome;
type Line = TypedLine & { key: number; stock?: number };

/** "Make an order" on an enquiry: its soaps at the catalogue's prices, to edit and send. */
export function MakeOrder({ messageId }: { messageId: string }) {
  const t = useTranslations("MakeOrder");
  const draft = useQuery({
    queryKey: ["orderDraft", messageId],
    queryFn: () =>
      request<OrderDraft>(
        `/api/orders/draft?message=${encodeURIComponent(messageId)}`,
      ),
    // What the owner types lives in the form below: a refetch must not start it again.
    staleTime: Infinity,
  });
  if (!draft.isSuccess)
    return (
      <LoadState
        pending={draft.isPending}
        failed={draft.isError}
        loading={t("loading")}
        loadFailed={t("loadFailed")}
        reload={t("reload")}
        onReload={() => void draft.refetch()}
      />
    );
  return <OrderForm draft={draft.data} />;
}

function OrderForm({ draft }: { draft: OrderDraft }) {
  const t = useTranslations("MakeOrder");
  const id = useId();
  const queryClient = useQueryClient();
  const signInAgain = useSignInAgain("/messages");
  const formRef = useRef<HTMLFormElement>(null);
  const nextKey = useRef(draft.lines.length);
  const [lines, setLines] = useState<Line[]>(() =>
    draft.lines.map(({ quantity, stock, ...line }, key) => ({
      ...line,
      quantity: String(quantity),
      key,
      ...(stock !== undefined && { stock }),
    })),
  );
  const [shipping, setShipping] = useState({ label: "", amount: "" });
  const [note, setNote] = useState("");
  const [fields, setFields] = useState<Record<string, string>>({});
  const { currency } = draft;
  const typed: TypedOrder = { lines, shipping, note };
  const total = typedTotal(typed, currency);

  const send = useMutation({
    mutationFn: () =>
      request<Sent>("/api/orders", {
        method: "POST",
        json: orderBody(draft.message.id, typed),
      }),
    onMutate: () => setFields({}),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY });
    },
    onError: (error) => {
      if (signedOut(error)) return signInAgain();
      if (error instanceof RequestError && error.status === 400)
        setFields(error.fields);
    },
  });

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [fields]);

  if (send.isSuccess) {
    const { order, link, ...outcome } = send.data;
    return (
      <ResultStatus className="flex flex-col gap-2 rounded-lg border border-laurel/40 bg-cream-dark p-3 text-olive">
        <p className="font-medium">
          {outcome.mailed
            ? t("sent", { id: order.id, email: order.customer.email })
            : t("notSent", { id: order.id })}{" "}
          <MailOutcomeText outcome={outcome} />
        </p>
        {outcome.mailed ? null : <LinkToCopy link={link} />}
        <Link
          href={`${ORDERS_PATH}?order=${encodeURIComponent(order.id)}`}
          className="text-laurel-dark underline"
        >
          {t("open")}
        </Link>
      </ResultStatus>
    );
  }

  const edit = (key: number, change: Partial<TypedLine>) =>
    setLines((all) =>
      all.map((line) => (line.key === key ? { ...line, ...change } : line)),
    );
  const add = (line: Partial<TypedLine> = {}) =>
    setLines((all) => [
      ...all,
      {
        name: "",
        quantity: "1",
        unitPrice: "",
        ...line,
        key: nextKey.current++,
      },
    ]);
  const remove = (key: number) =>
    setLines((all) => all.filter((line) => line.key !== key));

  const fieldId = (name: string) => `${id}-${name.replace(/\W/g, "-")}`;
  const field = (
    name: string,
    label: string,
    control: Parameters<typeof Field>[0]["children"],
    hint?: string,
  ) => (
    <Field id={fieldId(name)} label={label} hint={hint} warning={fields[name]}>
      {control}
    </Field>
  );

  const error = send.error;
  const failure =
    !error || signedOut(error)
      ? ""
      : error instanceof RequestError && error.status === 400
        ? t("fixFields")
        : t("failed", {
            reason:
              (error instanceof RequestError && error.error) || t("noAnswer"),
          });

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate();
      }}
      className="flex flex-col gap-5 rounded-lg border border-sand-dark bg-cream/60 p-3 sm:p-4"
    >
      <div>
        <h4 id={`${id}-heading`} className="font-serif text-xl font-semibold">
          {t("heading", { name: draft.message.name })}
        </h4>
        <p className="mt-1 text-sm text-stone-dark">
          {t("currency", { currency })}
        </p>
      </div>
      <fieldset className="flex flex-col gap-4">
        <legend className="font-semibold text-olive">{t("linesLegend")}</legend>
        {fields.lines ? (
          <p className="text-sm font-medium text-red-800">{fields.lines}</p>
        ) : null}
        {lines.length === 0 ? (
          <p className="text-sm text-stone-dark">{t("noLines")}</p>
        ) : null}
        <ol className="flex flex-col gap-4">
          {lines.map((line, i) => {
            const number = i + 1;
            const at = `lines.${i}`;
            return (
              <li
                key={line.key}
                aria-label={t("line", { number })}
                className="grid gap-3 rounded-lg bg-white/70 p-3 ring-1 ring-sand-dark sm:grid-cols-[1fr_6rem_8rem_auto] sm:items-start"
              >
                {field(
                  `${at}.name`,
                  t("name"),
                  (props) => (
                    <input
                      {...props}
                      aria-invalid={
                        props["aria-invalid"] ??
                        (fields[`${at}.productId`] ? true : undefined)
                      }
                      value={line.name}
                      onChange={(e) => edit(line.key, { name: e.target.value })}
                      required
                      className={inputClass}
                    />
                  ),
                  line.stock === undefined
                    ? fields[`${at}.productId`]
                    : t("inStock", { count: line.stock }),
                )}
                {field(`${at}.quantity`, t("quantity"), (props) => (
                  <input
                    {...props}
                    inputMode="numeric"
                    value={line.quantity}
                    onChange={(e) =>
                      edit(line.key, { quantity: e.target.value })
                    }
                    required
                    className={inputClass}
                  />
                ))}
                {field(`${at}.unitPrice`, t("unitPrice"), (props) => (
                  <input
                    {...props}
                    inputMode="decimal"
                    value={line.unitPrice}
                    onChange={(e) =>
                      edit(line.key, { unitPrice: e.target.value })
                    }
                    required
                    className={inputClass}
                  />
                ))}
                <button
                  type="button"
                  onClick={() => remove(line.key)}
                  aria-label={t("removeLine", { number })}
                  className={`${button} border-red-800 text-red-800 hover:bg-red-800 sm:mt-8`}
                >
                  ✕
                </button>
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={button} onClick={() => add()}>
            {t("addLine")}
          </button>
        </div>
        {draft.others.length ? (
          <div className="text-sm text-olive">
            <p>{t("others")}</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {draft.others.map((other, i) => (
                <li key={i}>
                  <button
                    type="button"
                    className={button}
                    onClick={() =>
                      add({
                        name: other.name,
                        quantity: String(Math.max(1, Math.round(other.amount))),
                      })
                    }
                  >
                    {t("addOther", { name: other.name })}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <legend className="mb-2 font-semibold text-olive">
          {t("shippingLegend")}
        </legend>
        {field(
          "shipping.label",
          t("shippingLabel"),
          (props) => (
            <input
              {...props}
              value={shipping.label}
              onChange={(e) =>
                setShipping({ ...shipping, label: e.target.value })
              }
              className={inputClass}
            />
          ),
          t("shippingLabelHint"),
        )}
        {field("shipping.amount", t("shippingAmount"), (props) => (
          <input
            {...props}
            inputMode="decimal"
            value={shipping.amount}
            onChange={(e) =>
              setShipping({ ...shipping, amount: e.target.value })
            }
            className={inputClass}
          />
        ))}
      </fieldset>
      {field("note", t("note"), (props) => (
        <textarea
          {...props}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          rows={3}
          className={inputClass}
        />
      ))}
      <div aria-live="polite">
        <p
          className="text-lg font-semibold text-olive"
          data-total={total ?? ""}
        >
          {total === null
            ? t("totalUnknown")
            : `${t("total")}: ${formatMoney(total, currency)}`}
        </p>
        <p className="text-sm text-stone-dark">{t("totalNote")}</p>
      </div>
      <FormAlert>{failure}</FormAlert>
      <div>
        <SubmitButton
          pending={send.isPending}
          label={t("send")}
          pendingLabel={t("sending")}
        />
      </div>
    </form>
  );
}
