"use client";

import { useCallback, useEffect, useState } from "react";
import type { ContactField, ContactWarning } from "@/lib/contact/rules";
import type { ListRowWarnings } from "@/lib/contact/schema";
import { isBlank, rowValue, useOrderRows } from "./use-order-rows";

export type Values = Record<ContactField, string>;

const EMPTY: Values = { name: "", email: "", phone: "", message: "" };

/** Why a message did not go out (the visitor keeps their text and can send again). */
type Problem = "network" | "server" | "rateLimited" | "invalid" | "tooLarge";

export type Status =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "failed"; problem: Problem; minutes: number };

type Schema = typeof import("@/lib/contact/schema");
type Rules = Schema | "loading" | "unavailable";

// The shared schema (and zod) arrive after the page, once, for every form.
let schemaModule: Promise<Schema> | undefined;
const loadSchema = () => (schemaModule ??= import("@/lib/contact/schema"));

const PROBLEMS: Partial<Record<number, Problem>> = {
  400: "invalid",
  413: "tooLarge",
  429: "rateLimited",
};

function problemOf(response: Response): Status {
  const retryAfter = Number(response.headers.get("retry-after") ?? "0");
  return {
    kind: "failed",
    problem: PROBLEMS[response.status] ?? "server",
    minutes: Math.max(1, Math.ceil(retryAfter / 60)),
  };
}

/**
 * The contact form's state: values, the order list's rows
 * (./use-order-rows), touched fields, warnings from the shared schema, and sending. An accepted
 * message resets the form (the sent soaps leave the shopping list) and calls
 * `onSent` with how many soaps left it; a message the server never
 * accepted (offline, rate limit, server error) stays in the form with a
 * reason, because telling the visitor it was sent would lose it silently.
 */
export function useContactForm(
  onSent: (soapsTakenOff: number) => void,
  enquiryMessage: string,
) {
  const [rules, setRules] = useState<Rules>("loading");
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<ContactField, true>>>(
    {},
  );
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  // An enquiry from the list page starts with a message, unless one is written already.
  const rows = useOrderRows(() =>
    setValues((current) =>
      current.message.trim() === ""
        ? { ...current, message: enquiryMessage }
        : current,
    ),
  );
  const { list } = rows;

  /** Fetches the schema (once, or again after a failure): at a focus in the form, or when the browser is idle. */
  const prepare = useCallback(() => {
    loadSchema().then(setRules, () => {
      schemaModule = undefined;
      setRules("unavailable");
    });
  }, []);
  useEffect(() => {
    // Autofill can complete the form without a focus: do not wait for one.
    // (Safari has no requestIdleCallback.)
    const idle = typeof window.requestIdleCallback === "function";
    const id = idle
      ? window.requestIdleCallback(prepare)
      : window.setTimeout(prepare, 1000);
    return () =>
      idle ? window.cancelIdleCallback(id) : window.clearTimeout(id);
  }, [prepare]);

  const schema = typeof rules === "object" ? rules : null;
  const result = schema ? schema.validateContact({ ...values, list }) : null;
  const warnings = result && !result.ok ? result.warnings : {};
  // Without the schema (it failed to load) the browser's own checks guard the post.
  const valid = result ? result.ok : rules === "unavailable";

  const warningFor = (field: ContactField): ContactWarning | undefined =>
    touched[field] || submitted ? warnings[field] : undefined;

  /** Each row's own warnings, each once its field was left or the form sent; a blank row has none. */
  const rowWarnings = rows.rows.map((row): ListRowWarnings => {
    if (!schema || isBlank(row)) return {};
    const all = schema.validateListRow(rowValue(row));
    return {
      ...(all.name && (row.touched.name || submitted)
        ? { name: all.name }
        : {}),
      ...(all.amount && (row.touched.amount || submitted)
        ? { amount: all.amount }
        : {}),
    };
  });

  /** Whole-list warnings (too many rows): shown at once, the visitor did not type them. */
  const listWarning =
    warnings.list === "listTooLong" || warnings.list === "listInvalid"
      ? warnings.list
      : undefined;

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (status.kind === "failed") setStatus({ kind: "idle" });
  };

  const touch = (field: ContactField) =>
    setTouched((current) =>
      current[field] ? current : { ...current, [field]: true },
    );

  const submit = async (honeypot: string) => {
    setSubmitted(true);
    if (!valid || status.kind === "sending") return;
    setStatus({ kind: "sending" });
    let response: Response;
    try {
      response = await fetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          ...(result?.ok ? result.message : { ...values, list }),
          website: honeypot,
        }),
        cache: "no-store",
      });
    } catch {
      setStatus({ kind: "failed", problem: "network", minutes: 0 });
      return;
    }
    if (!response.ok) {
      setStatus(problemOf(response));
      return;
    }
    setValues(EMPTY);
    setTouched({});
    setSubmitted(false);
    setStatus({ kind: "idle" });
    // The message is sent whatever happens to the list in this browser.
    onSent(await rows.reset().catch(() => 0));
  };

  return {
    values,
    valid,
    prepare,
    status,
    warningFor,
    rowWarnings,
    listWarning,
    rows,
    change,
    touch,
    submit,
  };
}
