"use client";

import { useCallback, useEffect, useState } from "react";
import {
  EMPTY_LIST_ROWS,
  ENQUIRY_INGREDIENTS_PARAM,
  ENQUIRY_PARAM,
  HONEYPOT_FIELD,
  type ContactField,
} from "@/lib/contact/rules";
import type { ListRow, ListRowWarnings } from "@/lib/contact/schema";
import { parseAmount } from "@/lib/shopping-list/amount";
import { useQueryFlag } from "./use-page-flags";

export type OrderRow = { key: number; name: string; amount: string };

let keys = 0;
export const row = (name = "", amount = "") => ({ key: ++keys, name, amount });
const emptyRows = () => Array.from({ length: EMPTY_LIST_ROWS }, () => row());
const isBlank = (r: OrderRow) => r.name.trim() === "" && r.amount.trim() === "";
/** A row as the schema checks it: "1,5" is 1.5, as on the list page. */
const rowValue = (r: OrderRow): ListRow => ({
  name: r.name,
  amount: parseAmount(r.amount),
});

const EMPTY = { name: "", email: "", phone: "", message: "" };

type Problem = "network" | "server" | "rateLimited" | "invalid" | "tooLarge";

type Status = "idle" | "sending" | { problem: Problem; minutes: number };

const PROBLEMS: Partial<Record<number, Problem>> = {
  400: "invalid",
  413: "tooLarge",
  429: "rateLimited",
};

type Schema = typeof import("@/lib/contact/schema");

// The shared schema (and zod) arrive after the page, once, for every form.
let schemaModule: Promise<Schema> | undefined;
const loadSchema = () => (schemaModule ??= import("@/lib/contact/schema"));

// The list's code (and zod) loads only for an enquiry.
const loadList = () =>
  Promise.all([
    import("@/lib/shopping-list/stored-list"),
    import("@/lib/shopping-list/enquiry"),
  ]).then(([list, enquiry]) => ({ ...list, ...enquiry }));

// A message the server never accepted stays in the form with a reason: telling
// the visitor it was sent would lose it silently.
export function useContactForm(
  onSent: (soapsTakenOff: number) => void,
  enquiryMessage: string,
) {
  const [rules, setRules] = useState<Schema | "unavailable">();
  const [values, setValues] = useState(EMPTY);
  const [rows, setRows] = useState<OrderRow[]>(emptyRows);
  // Fields left ("email", a row's "7.amount") show their warnings; "all" once sent.
  const [touched, setTouched] = useState<Set<string> | "all">(new Set());
  const [status, setStatus] = useState<Status>("idle");
  const [listOpen, setListOpen] = useState(false);
  const [attached, setAttached] = useState(false);
  const enquiry = useQueryFlag(ENQUIRY_PARAM);
  const withIngredients = useQueryFlag(ENQUIRY_INGREDIENTS_PARAM);

  useEffect(() => {
    if (!enquiry) return;
    let live = true;
    void loadList().then(({ shoppingList, enquiryItems }) => {
      if (!live) return;
      const items = enquiryItems(shoppingList(), withIngredients);
      if (items.length === 0) return;
      setRows(items.map((i) => row(i.name, String(i.amount))));
      setListOpen(true);
      setAttached(true);
      setValues((current) =>
        current.message.trim() === ""
          ? { ...current, message: enquiryMessage }
          : current,
      );
    });
    return () => {
      live = false;
    };
    // Once per page: the list is read when the form opens, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enquiry]);

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

  const filled = rows.filter((r) => !isBlank(r));
  const list = filled.length > 0 ? filled.map(rowValue) : undefined;
  const schema = typeof rules === "object" ? rules : undefined;
  const result = schema ? schema.validateContact({ ...values, list }) : null;
  const warnings = result && !result.ok ? result.warnings : {};
  // Without the schema (it failed to load) the browser's own checks guard the post.
  const valid = result ? result.ok : rules === "unavailable";
  const shown = (name: string) => touched === "all" || touched.has(name);

  const submit = async (posted: FormData) => {
    setTouched("all");
    if (!valid || status === "sending") return;
    setStatus("sending");
    // Loaded on the first send, so the page's own scripts stay as small as before.
    let client: typeof import("@/lib/http/client") | undefined;
    try {
      client = await import("@/lib/http/client");
      await client.request("/api/contact", {
        method: "POST",
        json: {
          ...(result?.ok ? result.message : { ...values, list }),
          [HONEYPOT_FIELD]: posted.get(HONEYPOT_FIELD) ?? "",
        },
      });
    } catch (error) {
      const { status, headers } =
        client && error instanceof client.RequestError
          ? error
          : { status: 0, headers: new Headers() };
      const retryAfter = Number(headers.get("retry-after") ?? "0");
      return setStatus({
        problem: status ? (PROBLEMS[status] ?? "server") : "network",
        minutes: Math.max(1, Math.ceil(retryAfter / 60)),
      });
    }
    setValues(EMPTY);
    setRows(emptyRows());
    setTouched(new Set());
    setStatus("idle");
    if (!attached) return onSent(0);
    setAttached(false);
    // The soaps it sent leave the shopping list; the message is sent whatever happens to the list.
    const soapsTakenOff = await loadList()
      .then(({ shoppingList, saveShoppingList, withoutSentSoaps }) => {
        const items = shoppingList();
        const kept = withoutSentSoaps(
          items,
          filled.map((r) => r.name),
        );
        if (kept.length < items.length) saveShoppingList(kept);
        return items.length - kept.length;
      })
      .catch(() => 0);
    onSent(soapsTakenOff);
  };

  return {
    values,
    valid,
    prepare,
    status,
    warningFor: (field: ContactField) =>
      shown(field) ? warnings[field] : undefined,
    rowWarnings: rows.map((r): ListRowWarnings => {
      if (!schema || isBlank(r)) return {};
      const all = Object.entries(schema.validateListRow(rowValue(r)));
      return Object.fromEntries(
        all.filter(([field]) => shown(`${r.key}.${field}`)),
      );
    }),
    /** Whole-list warnings (too many rows): shown at once, the visitor did not type them. */
    listWarning:
      warnings.list === "listTooLong" || warnings.list === "listInvalid"
        ? warnings.list
        : undefined,
    rows,
    setRows,
    listOpen,
    setListOpen,
    attached,
    change(field: ContactField, value: string) {
      setValues((current) => ({ ...current, [field]: value }));
      if (typeof status === "object") setStatus("idle");
    },
    touch: (name: string) =>
      setTouched((was) =>
        was === "all" || was.has(name) ? was : new Set(was).add(name),
      ),
    submit,
  };
}

export type ContactFormState = ReturnType<typeof useContactForm>;
