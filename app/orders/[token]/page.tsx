import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { CustomerOrder } from "@/components/orders/customer-order";
import { orderStore } from "@/lib/orders";
import { NOTICES, type Notice } from "@/lib/orders/customer-post";
import { isTokenShape } from "@/lib/orders/tokens";
import { customerView } from "@/lib/orders/types";
import { cardPayments } from "@/lib/payments/stripe";
import { readShopDetails } from "@/lib/shop-details/store";

// The customer's private page: the link's token is the only key, so it is never indexed, never
// cached, and sends no Referer that would carry the token to another site (Checkout, a carrier).
// Not "no-referrer": a browser then sends `Origin: null` with the page's own form posts, which the
// routes refuse as cross-site. It shows this order only.
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Metadata");
  return {
    title: t("order.title"),
    description: t("order.description"),
    robots: { index: false, follow: false },
    referrer: "same-origin",
  };
}

const one = (value: string | string[] | undefined) =>
  typeof value === "string" ? value : undefined;

export default async function OrderPage({ params, searchParams }: Props) {
  const { token } = await params;
  const order = isTokenShape(token) ? await orderStore().byToken(token) : null;
  if (!order) notFound();
  const query = await searchParams;
  const notice = one(query.notice);
  const checkout = one(query.checkout);
  const { details } = await readShopDetails();
  return (
    <CustomerOrder
      order={customerView(order)}
      token={token}
      byCard={cardPayments() !== null}
      shop={{
        email: details.email,
        transferInstructions: details.transferInstructions,
      }}
      notice={NOTICES.includes(notice as Notice) ? (notice as Notice) : null}
      checkout={
        checkout === "done" || checkout === "cancelled" ? checkout : null
      }
    />
  );
}
