"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { useSignInAgain } from "@/components/account/use-sign-in-again";
import { button } from "@/components/account/reset-link";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field, inputClass } from "@/components/ui/field";
import { ResultStatus } from "@/components/ui/result-status";
import { request, RequestError, signedOut } from "@/lib/http/client";
import { formatDate } from "@/lib/format-date";
import type { MailOutcome } from "@/lib/orders/mails";
import { formatMoney } from "@/lib/orders/money";
import { canMove } from "@/lib/orders/states";
import type { Order } from "@/lib/orders/types";
import { LinkToCopy, MailOutcomeText } from "./link-outcome";
import { OrderLines } from "./order-lines";
import { ORDERS_PATH, ORDERS_QUERY } from "./orders-query";
import { StateBadge } from "./state-badge";

const MOVES = ["paid", "shipped", "done", "cancelled"] as const;
type Move = (typeof MOVES)[number];
type Ask = Move | "link";
type Done = { order: Order; link?: string } & MailOutcome;

const ACTION_LABEL = {
  paid: "markPaid",
  shipped: "markShipped",
  done: "markDone",
  cancelled: "markCancelled",
} as const;

/** One order: what it holds, what happened, and the owner's next steps, each asked first. */
export function OrderDetail({ order }: { order: Order }) {
  const t = useTranslations("Orders");
  const states = useTranslations("OrderStates");
  const problems = useTranslations("OrderProblems");
  const id = useId();
  const queryClient = useQueryClient();
  const signInAgain = useSignInAgain(ORDERS_PATH);
  const heading = useRef<HTMLHeadingElement>(null);
  const [asking, setAsking] = useState<Ask | null>(null);
  const [tracking, setTracking] = useState(order.tracking ?? "");

  useEffect(() => heading.current?.focus(), [order.id]);

  const act = useMutation({
    mutationFn: (ask: Ask) => {
      const url = `/api/orders/${encodeURIComponent(order.id)}`;
      return ask === "link"
        ? request<Done>(`${url}/link`, { method: "POST" })
        : request<Done>(`${url}/state`, {
            method: "POST",
            json: {
              from: order.state,
              to: ask,
              ...(ask === "shipped" && { tracking }),
            },
          });
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<Order[]>(ORDERS_QUERY, (list = []) =>
        list.map((o) => (o.id === answer.order.id ? answer.order : o)),
      );
    },
    onError: (error) => {
      if (signedOut(error)) return signInAgain();
      // Changed meanwhile: show the order as it is now.
      if (error instanceof RequestError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY });
    },
  });

  const error = act.error instanceof RequestError ? act.error : null;
  const reason = error?.error || t("noAnswer");
  const trackingError = error?.status === 400 ? error.fields.tracking : "";
  const moves = MOVES.filter((to) => canMove(order.state, to, "editor"));

  return (
    <article aria-labelledby={`${id}-heading`} className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id={`${id}-heading`}
          ref={heading}
          tabIndex={-1}
          className="font-serif text-2xl font-semibold text-olive focus:outline-none"
        >
          {t("orderHeading", { id: order.id })}{" "}
          <StateBadge state={order.state} className="align-middle" />
        </h2>
        <Link href={ORDERS_PATH} className={button}>
          {t("close")}
        </Link>
      </div>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-stone-dark">{t("customer")}</dt>
        <dd className="break-words">
          {order.customer.name},{" "}
          <a
            href={`mailto:${order.customer.email}`}
            className="break-all text-laurel-dark underline"
          >
            {order.customer.email}
          </a>
        </dd>
        <dt className="font-medium text-stone-dark">{t("made")}</dt>
        <dd>
          {t("madeBy", {
            date: formatDate(order.createdAt),
            who: order.createdBy,
          })}
        </dd>
        {order.payment ? (
          <>
            <dt className="font-medium text-stone-dark">{t("payment")}</dt>
            <dd>
              {t("paidBy", {
                by: order.payment.by,
                date: formatDate(order.payment.at),
              })}
            </dd>
          </>
        ) : null}
        {order.tracking ? (
          <>
            <dt className="font-medium text-stone-dark">{t("tracking")}</dt>
            <dd className="break-all">
              <a
                href={order.tracking}
                rel="noreferrer"
                className="text-laurel-dark underline"
              >
                {order.tracking}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      {order.problems.length ? (
        <section
          aria-labelledby={`${id}-problems`}
          className="rounded-lg border border-red-800/40 bg-red-50 p-3 text-red-900"
        >
          <h3 id={`${id}-problems`} className="font-semibold">
            {t("problems")}
          </h3>
          <ul className="mt-1 flex list-disc flex-col gap-1 pl-5">
            {order.problems.map((problem, i) => (
              <li key={i}>
                {formatDate(problem.at)}:{" "}
                {problems(problem.kind, {
                  amount:
                    problem.amount === undefined
                      ? ""
                      : formatMoney(
                          problem.amount,
                          problem.currency ?? order.currency,
                        ),
                  event: problem.event ?? "",
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <OrderLines order={order} />
      {order.note ? (
        <div>
          <h3 className="font-semibold text-olive">{t("note")}</h3>
          <p className="mt-1 break-words whitespace-pre-wrap">{order.note}</p>
        </div>
      ) : null}
      <section
        aria-labelledby={`${id}-actions`}
        className="flex flex-col gap-3"
      >
        <h3 id={`${id}-actions`} className="font-semibold text-olive">
          {t("actions")}
        </h3>
        {moves.includes("shipped") ? (
          <Field
            id={`${id}-tracking`}
            label={t("trackingField")}
            hint={t("trackingHint")}
            warning={trackingError || undefined}
          >
            {(props) => (
              <input
                {...props}
                type="url"
                inputMode="url"
                value={tracking}
                onChange={(e) => setTracking(e.target.value)}
                placeholder="https://"
                spellCheck={false}
                className={inputClass}
              />
            )}
          </Field>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {moves.map((to) => (
            <button
              key={to}
              type="button"
              disabled={act.isPending}
              onClick={() => setAsking(to)}
              className={
                to === "cancelled"
                  ? `${button} border-red-800 text-red-800 hover:bg-red-800`
                  : button
              }
            >
              {t(ACTION_LABEL[to])}
            </button>
          ))}
          {order.state === "cancelled" || order.state === "done" ? null : (
            <button
              type="button"
              disabled={act.isPending}
              onClick={() => setAsking("link")}
              className={button}
            >
              {t("newLink")}
            </button>
          )}
        </div>
        <ResultStatus className="text-olive">
          {act.isPending ? (
            t("working")
          ) : act.isSuccess ? (
            <div className="rounded-lg border border-laurel/40 bg-cream-dark p-3">
              <p className="font-medium">
                {act.data.link
                  ? t("linkMade", { id: order.id })
                  : t("changed", {
                      id: order.id,
                      state: states(act.data.order.state),
                    })}{" "}
                <MailOutcomeText outcome={act.data} />
              </p>
              {act.data.link && !act.data.mailed ? (
                <LinkToCopy link={act.data.link} />
              ) : null}
            </div>
          ) : act.isError && !signedOut(act.error) && !trackingError ? (
            <p className="font-medium text-red-800">
              {error?.status === 409
                ? t("conflict", { reason })
                : t("failed", { reason })}
            </p>
          ) : null}
        </ResultStatus>
      </section>
      <section aria-labelledby={`${id}-history`}>
        <h3 id={`${id}-history`} className="font-semibold text-olive">
          {t("history")}
        </h3>
        <ol className="mt-1 flex flex-col gap-1 text-sm text-stone-dark">
          {order.history.map((step, i) => (
            <li key={i}>
              {t("historyLine", {
                state: states(step.state),
                date: formatDate(step.at),
                who: step.by,
              })}
            </li>
          ))}
        </ol>
      </section>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`confirm.${asking}Title`, { id: order.id }) : ""}
        text={
          asking
            ? t(`confirm.${asking}Text`, {
                tracking: tracking.trim() ? "yes" : "no",
              })
            : ""
        }
        confirmLabel={t("confirm.yes")}
        cancelLabel={t("confirm.no")}
        onConfirm={() => {
          if (asking) act.mutate(asking);
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      />
    </article>
  );
}
