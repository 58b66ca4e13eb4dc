import { ImageResponse } from "next/og";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { cachedCatalog, cachedProduct } from "@/lib/products/catalog-pages";
import { formattedPrice } from "@/lib/products/selling";
import { IMAGE_POLICY } from "@/lib/security/policy.cjs";
import { ogPicture } from "@/lib/seo/og-picture";

const size = { width: 1200, height: 630 };
const contentType = "image/png";

export async function generateStaticParams() {
  return (await cachedCatalog()).map(({ id }) => ({ id }));
}

export async function generateImageMetadata({
  params,
}: {
  params: { id: string };
}) {
  const product = await cachedProduct(params.id);
  const t = await getTranslations("Products");
  return [
    {
      id: "card",
      size,
      contentType,
      alt: t("ogImageAlt", { name: product?.name ?? params.id }),
    },
  ];
}

// next/og's bundled font and the site's own files: works without any network.
export default async function ProductOgImage({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  const product = await cachedProduct((await params).id);
  if (!product) notFound();
  const site = await getTranslations("Site");
  const price = formattedPrice(product);
  return new ImageResponse(
    <div
      style={{
        display: "flex",
        width: "100%",
        height: "100%",
        background: "#F7F1E3",
        padding: 56,
        gap: 56,
        alignItems: "center",
      }}
    >
      <div
        style={{
          display: "flex",
          width: 560,
          height: 420,
          borderRadius: 32,
          background: "#E8DCC2",
          alignItems: "center",
          justifyContent: "center",
        }}
      >
        <img
          src={await ogPicture(product.imagePath)}
          alt=""
          width={520}
          height={390}
          style={{ objectFit: "contain" }}
        />
      </div>
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          flex: 1,
          gap: 20,
          color: "#2F3B22",
        }}
      >
        <div style={{ fontSize: 28, color: "#3E552D", letterSpacing: 2 }}>
          {site("brand").toUpperCase()}
        </div>
        <div style={{ fontSize: 64, lineHeight: 1.1 }}>{product.name}</div>
        {product.subtitle ? (
          <div style={{ fontSize: 32, color: "#57514A" }}>
            {product.subtitle}
          </div>
        ) : null}
        {price ? (
          <div style={{ fontSize: 40, color: "#3E552D" }}>
            {[price, product.size].filter(Boolean).join(" · ")}
          </div>
        ) : null}
        <div style={{ fontSize: 24, color: "#57514A", marginTop: 12 }}>
          {site("tagline")}
        </div>
      </div>
    </div>,
    { ...size, headers: { "Content-Security-Policy": IMAGE_POLICY } },
  );
}
