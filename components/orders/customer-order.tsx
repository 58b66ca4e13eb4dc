import { getTranslations } from "next-intl/server";
import { env } from "@/lib/env";
import type { Notice } from "@/lib/orders/customer-post";
import { formatMoney } from "@/lib/orders/money";
import type { CustomerView } from "@/lib/orders/types";
import { OrderLines } from "./order-lines";

const button =
  "inline-flex min-h-12 w-full items-center justify-center rounded-full bg-laurel px-6 text-lg font-semibold text-cream transition-colors hover:bg-laurel-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-dark sm:w-auto";

const card = "rounded-2xl bg-white/70 p-5 ring-1 ring-sand-dark/60 sm:p-8";

/** The customer's order: plain HTML, its two actions plain form posts (no JavaScript needed). */
export async function CustomerOrder({
  order,
  token,
  byCard,
  shop,
  notice,
  checkout,
}: {
  order: CustomerView;
  token: string;
  byCard: boolean;
  shop: { email: string; transferInstructions: string };
  notice: Notice | null;
  checkout: "done" | "cancelled" | null;
}) {
  const t = await getTranslations("OrderPage");
  const site = await getTranslations("Site");
  const open = order.state === "sent" || order.state === "accepted";
  const date = new Intl.DateTimeFormat("en-GB", {
    dateStyle: "long",
    timeZone: env().SHOP_TIME_ZONE,
  }).format(new Date(order.createdAt));
  // Back from Checkout before Stripe's confirmation: never "Paid" on the browser's word.
  const waiting = checkout === "done" && open;
  const status = [
    notice ? t(`notices.${notice}`) : null,
    checkout === "cancelled" && open ? t("checkoutCancelled") : null,
  ].filter(Boolean);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 pt-8 pb-16 sm:gap-8 sm:px-6 sm:pt-14">
      <header className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-olive sm:text-5xl">
          {t("heading", { brand: site("brand") })}
        </h1>
        <p className="text-stone-dark sm:text-lg">
          {t("intro", { id: order.id, name: order.customerName, date })}
        </p>
      </header>

      <section
        aria-labelledby="order-state"
        className="flex flex-col gap-2 rounded-2xl bg-sand/60 p-5 sm:p-6"
      >
        <h2 id="order-state" className="text-sm font-medium text-stone-dark">
          {t("stateLabel")}
        </h2>
        <p
          data-order-state={order.state}
          className="font-serif text-2xl font-semibold text-laurel-dark"
        >
          {t(`states.${waiting ? "confirming" : order.state}`)}
        </p>
        <p className="text-olive">
          {waiting ? t("checkoutDone") : t(`stateHelp.${order.state}`)}
        </p>
        {order.state === "shipped" && order.tracking ? (
          <p>
            <a
              href={order.tracking}
              rel="noreferrer noopener"
              className="inline-flex min-h-11 items-center font-semibold text-laurel-dark underline"
            >
              {t("tracking")}
            </a>
          </p>
        ) : null}
      </section>

      <div role="status">
        {status.length > 0 ? (
          <div className="flex flex-col gap-2 rounded-xl border border-laurel bg-white p-4 font-medium text-olive">
            {status.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        ) : null}
      </div>

      <section className={card}>
        <OrderLines order={order} />
      </section>

      {order.note ? (
        <section aria-labelledby="order-note" className={card}>
          <h2
            id="order-note"
            className="font-serif text-xl font-semibold text-olive"
          >
            {t("noteHeading")}
          </h2>
          <p className="mt-2 max-w-measure whitespace-pre-line text-olive">
            {order.note}
          </p>
        </section>
      ) : null}

      {open && !waiting ? (
        byCard ? (
          <section aria-labelledby="order-pay" className={card}>
            <h2
              id="order-pay"
              className="font-serif text-xl font-semibold text-olive"
            >
              {t("payHeading")}
            </h2>
            <p className="mt-2 text-stone-dark">{t("payHint")}</p>
            <form method="post" action="/api/orders/pay" className="mt-4">
              <input type="hidden" name="token" value={token} />
              <button type="submit" className={button}>
                {t("payButton", {
                  total: formatMoney(order.total, order.currency),
                })}
              </button>
            </form>
          </section>
        ) : (
          <section aria-labelledby="order-transfer" className={card}>
            <h2
              id="order-transfer"
              className="font-serif text-xl font-semibold text-olive"
            >
              {t("transferHeading")}
            </h2>
            <p
              data-transfer-instructions
              className="mt-2 max-w-measure whitespace-pre-line text-olive"
            >
              {shop.transferInstructions || t("noInstructions")}
            </p>
            {order.state === "sent" ? (
              <form method="post" action="/api/orders/accept" className="mt-4">
                <input type="hidden" name="token" value={token} />
                <p className="mb-3 text-sm text-stone-dark">
                  {t("acceptHint")}
                </p>
                <button type="submit" className={button}>
                  {t("accept")}
                </button>
              </form>
            ) : null}
          </section>
        )
      ) : null}

      <p className="text-stone-dark">
        {t.rich("questions", {
          email: shop.email,
          mail: (text) => (
            <a
              href={`mailto:${shop.email}`}
              className="font-semibold text-laurel-dark underline"
            >
              {text}
            </a>
          ),
        })}
      </p>
    </div>
  );
}
