import { useTranslations } from "next-intl";
import { formatMoney } from "@/lib/orders/money";
import type { Order } from "@/lib/orders/types";

// Three columns fit a phone too: the item's name wraps, the figures never do. Without "use client"
// or async, so a server page and an island can both show it.
export function OrderLines({
  order,
}: {
  order: Pick<Order, "lines" | "shipping" | "total" | "currency">;
}) {
  const t = useTranslations("OrderPage");
  const money = (minor: number) => formatMoney(minor, order.currency);
  const cell = "py-2 pr-3 align-top last:pr-0 sm:py-3";
  const figure = `${cell} text-right whitespace-nowrap tabular-nums`;
  const hasShipping = order.shipping.amount > 0 || order.shipping.label !== "";
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{t("linesCaption")}</caption>
      <thead>
        <tr className="border-b border-sand-dark text-sm text-stone-dark">
          <th scope="col" className={`${cell} font-medium`}>
            {t("item")}
          </th>
          <th scope="col" className={`${figure} font-medium`}>
            {t("quantity")}
          </th>
          <th scope="col" className={`${figure} font-medium`}>
            {t("amount")}
          </th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line, i) => (
          <tr key={i} data-order-line className="border-b border-sand">
            <th scope="row" className={`${cell} font-medium break-words`}>
              {line.name}
            </th>
            <td className={`${figure} text-stone-dark`}>
              {line.quantity} × {money(line.unitPrice)}
            </td>
            <td className={figure}>{money(line.quantity * line.unitPrice)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {hasShipping ? (
          <tr data-order-shipping className="border-b border-sand">
            <th scope="row" colSpan={2} className={`${cell} font-normal`}>
              {t("shipping")}
              {order.shipping.label ? `: ${order.shipping.label}` : ""}
            </th>
            <td className={figure}>{money(order.shipping.amount)}</td>
          </tr>
        ) : null}
        <tr data-order-total className="text-lg font-semibold">
          <th scope="row" colSpan={2} className={cell}>
            {t("total")}
          </th>
          <td className={figure}>{money(order.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
