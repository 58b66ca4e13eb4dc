"use client";

import { useState } from "react";
import { LineIcon } from "@/components/ui/line-icon";

const looks = {
  primary: "bg-laurel text-cream hover:bg-laurel-dark",
  outline:
    "border border-laurel text-laurel-dark hover:bg-laurel hover:text-cream",
} as const;

/**
 * A button that puts something on the visitor's list ("Add to my list",
 * "Add ingredients to shopping list"), then says what happened in a status
 * message and offers the way to the list. `run` does the adding and answers
 * the notice; the list's code loads on the first click.
 */
export function ListAction({
  label,
  labelFor,
  viewList,
  look,
  dataProductId,
  run,
}: {
  label: string;
  /** Read after the label by screen readers: which product it is for. */
  labelFor: string;
  viewList: string;
  look: keyof typeof looks;
  dataProductId?: string;
  run: () => Promise<{ text: string; added: boolean }>;
}) {
  const [notice, setNotice] = useState({ text: "", id: 0, added: false });
  const click = async () => {
    const { text, added } = await run();
    setNotice((was) => ({ text, added, id: was.id + 1 }));
  };
  return (
    <div data-product-id={dataProductId}>
      <button
        type="button"
        onClick={click}
        className={`list-button ${looks[look]}`}
      >
        <LineIcon d="M12 5v14M5 12h14" />
        <span>
          {label}
          <span className="sr-only"> {labelFor}</span>
        </span>
      </button>
      {/* Always rendered, so screen readers are listening before the first click. */}
      <p role="status" className="text-sm text-olive">
        {notice.text ? (
          <span key={notice.id} className="mt-2 block">
            {notice.text}
          </span>
        ) : null}
      </p>
      {notice.added ? (
        <a
          href="/shopping-list"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-laurel-dark underline"
        >
          {viewList}
        </a>
      ) : null}
    </div>
  );
}
