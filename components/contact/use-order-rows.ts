"use client";

import { useEffect, useState } from "react";
import {
  EMPTY_LIST_ROWS,
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

/**
 * The contact form's order list: a few empty rows to fill in (the same the
 * page offers without JavaScript), or, opened as an enquiry, the visitor's
 * shopping list read from this browser, soaps first. Blank rows are left out
 * of what is sent. `onEnquiry` runs once the list is in the form.
 */
export function useOrderRows(onEnquiry: () => void) {
  // Opened by "Send as an enquiry" on the list page.
  const enquiry = useQueryFlag(ENQUIRY_PARAM);
  const [rows, setRows] = useState<OrderRow[]>(emptyRows);
  const [open, setOpen] = useState(false);
  const [attached, setAttached] = useState(false);

  useEffect(() => {
    if (!enquiry) return;
    let live = true;
    // The list's code (and zod) loads only for an enquiry.
    void import("@/lib/shopping-list/browser").then(
      ({ browserShoppingList }) => {
        if (!live) return;
        const items = browserShoppingList().getItems();
        const sorted = [
          ...items.filter((i) => i.kind === "soap"),
          ...items.filter((i) => i.kind !== "soap"),
        ];
        if (sorted.length === 0) return;
        setRows(sorted.map((i) => row(i.name, String(i.amount))));
        setOpen(true);
        setAttached(true);
        onEnquiry();
      },
    );
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
    reset() {
      setRows(emptyRows());
    },
  };
}

export type OrderRows = ReturnType<typeof useOrderRows>;
