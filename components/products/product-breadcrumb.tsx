import { getTranslations } from "next-intl/server";

const link =
  "inline-flex min-h-11 items-center font-medium text-laurel-dark underline decoration-laurel/40 hover:decoration-laurel";

export async function ProductBreadcrumb({ name }: { name: string }) {
  const t = await getTranslations("Products");
  const header = await getTranslations("Header");
  const separator = (
    <span aria-hidden="true" className="px-2 text-stone">
      /
    </span>
  );
  return (
    <nav aria-label={t("breadcrumbLabel")}>
      <ol className="flex flex-wrap items-center text-sm text-stone-dark">
        <li className="inline-flex items-center">
          <a href="/home" className={link}>
            {header("home")}
          </a>
          {separator}
        </li>
        <li className="inline-flex items-center">
          <a href="/products" className={link}>
            {header("products")}
          </a>
          {separator}
        </li>
        <li className="inline-flex min-h-11 items-center">
          <span aria-current="page">{name}</span>
        </li>
      </ol>
    </nav>
  );
}
