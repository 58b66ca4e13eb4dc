"use client";

import { useEffect, useState } from "react";
import {
  EMPTY_LIST_ROWS,
  ENQUIRY_INGREDIENTS_PARAM,
  ENQUIRY_PARAM,
  LIST_LIMITS,
} from "@/lib/contact/rules";
import type { ListRow } from "@/lib/contact/schema";
import { parseAmount } from "@/lib/shopping-list/amount";
import { useQueryFlag } from "./use-page-flags";

type RowField = "name" | "amount";

export type OrderRow = {
  key: number;
  name: string;
  amount: string;
  /** Fields the visitor has left: their warnings show from then on. */
  touched: Record<RowField, boolean>;
};

let nextKey = 0;
const row = (name = "", amount = ""): OrderRow => ({
  key: ++nextKey,
  name,
  amount,
  touched: { name: false, amount: false },
});
const emptyRows = () => Array.from({ length: EMPTY_LIST_ROWS }, () => row());

export const isBlank = (r: OrderRow) =>
  r.name.trim() === "" && r.amount.trim() === "";

/** A row as the schema checks it: "1,5" is 1.5, as on the list page. */
export const rowValue = (r: OrderRow): ListRow => ({
  name: r.name,
  amount: parseAmount(r.amount),
});

// The list's code (and zod) loads only for an enquiry.
const loadList = () =>
  Promise.all([
    import("@/lib/shopping-list/browser"),
    import("@/lib/shopping-list/enquiry"),
  ]).then(([browser, enquiry]) => ({
    store: browser.browserShoppingList(),
    ...enquiry,
  }));

/**
 * The contact form's order list: a few empty rows to fill in (the same the
 * page offers without JavaScript), or, opened as an enquiry, what the
 * visitor's shopping list in this browser sends (lib/shopping-list/enquiry:
 * the soaps, and the ingredients only when asked for). Blank rows are left
 * out of what is sent. `onEnquiry` runs once the list is in the form.
 */
export function useOrderRows(onEnquiry: () => void) {
  // Opened by "Send as an enquiry" on the list page.
  const enquiry = useQueryFlag(ENQUIRY_PARAM);
  const withIngredients = useQueryFlag(ENQUIRY_INGREDIENTS_PARAM);
  const [rows, setRows] = useState<OrderRow[]>(emptyRows);
  const [open, setOpen] = useState(false);
  const [attached, setAttached] = useState(false);

  useEffect(() => {
    if (!enquiry) return;
    let live = true;
    void loadList().then(({ store, enquiryItems }) => {
      if (!live) return;
      const items = enquiryItems(store.getItems(), withIngredients);
      if (items.length === 0) return;
      setRows(items.map((i) => row(i.name, String(i.amount))));
      setOpen(true);
      setAttached(true);
      onEnquiry();
    });
    return () => {
      live = false;
    };
    // Once per page: the list is read when the form opens, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enquiry]);

  const filled = rows.filter((r) => !isBlank(r));
  return {
    rows,
    open,
    setOpen,
    /** The shopping list is in the rows. */
    attached,
    /** What is sent: the filled rows, or none. */
    list: filled.length > 0 ? filled.map(rowValue) : undefined,
    canAdd: rows.length < LIST_LIMITS.items,
    change(key: number, field: RowField, value: string) {
      setRows((all) =>
        all.map((r) => (r.key === key ? { ...r, [field]: value } : r)),
      );
    },
    touch(key: number, field: RowField) {
      setRows((all) =>
        all.map((r) =>
          r.key === key && !r.touched[field]
            ? { ...r, touched: { ...r.touched, [field]: true } }
            : r,
        ),
      );
    },
    remove(key: number) {
      setRows((all) => all.filter((r) => r.key !== key));
    },
    add() {
      setRows((all) =>
        all.length < LIST_LIMITS.items ? [...all, row()] : all,
      );
    },
    /**
     * After the message was accepted: empty rows again, and the soaps it
     * sent taken off the shopping list when the list was attached.
     * Answers how many soaps were taken off.
     */
    async reset(): Promise<number> {
      setRows(emptyRows());
      if (!attached) return 0;
      setAttached(false);
      const { store, withoutSentSoaps } = await loadList();
      const items = store.getItems();
      const kept = withoutSentSoaps(
        items,
        filled.map((r) => r.name),
      );
      if (kept.length < items.length) store.replaceAll(kept);
      return items.length - kept.length;
    },
  };
}

export type OrderRows = ReturnType<typeof useOrderRows>;
