"use client";

import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import {
  COMMAND_EVENT,
  EDITOR_PATH,
  sendCommand,
  type CatalogCommand,
} from "@/components/products/editor/catalog-commands";
import { storedWorkingCopy } from "@/components/products/editor/working-copy-storage";
import type { SessionUser } from "@/lib/account/roles/types";
import { endSession } from "./session";
import { UnreadBadge } from "./unread-badge";
import { useUnreadCount } from "./unread-messages";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Icon } from "@/components/ui/icon";

export type AccountVariant = "strip" | "panel";

// `strip`: the dark utility bar above the main bar (960 px and up); `panel`: the mobile menu.
const styles = {
  strip: {
    root: "ml-auto mr-3 flex items-center gap-1 border-r border-cream/25 pr-3",
    button:
      "inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 font-medium text-cream transition-colors hover:bg-white/10 data-open:bg-white/10 disabled:opacity-60",
    menu: "relative",
    items:
      "absolute right-0 top-full z-50 mt-1 w-60 rounded-xl border border-sand-dark bg-cream p-1.5 text-olive shadow-lg focus:outline-none",
  },
  panel: {
    root: "flex flex-col gap-1 border-t border-sand px-4 py-2",
    button:
      "flex min-h-12 w-full items-center justify-between gap-2 rounded-lg px-4 text-lg font-medium text-olive hover:bg-sand data-open:bg-sand disabled:opacity-60",
    menu: "",
    items:
      "mx-2 mb-1 rounded-xl border border-sand-dark bg-cream-dark p-1.5 focus:outline-none",
  },
} as const;

const itemClass =
  "flex min-h-11 w-full items-center rounded-md px-3 text-left text-[0.95rem] text-olive data-focus:bg-sand data-focus:outline-none";

const item = (content: ReactNode, action: string | (() => void)) => (
  <MenuItem>
    {typeof action === "string" ? (
      <Link href={action} className={itemClass}>
        {content}
      </Link>
    ) : (
      <button type="button" className={itemClass} onClick={action}>
        {content}
      </button>
    )}
  </MenuItem>
);

export default function SignedInMenu({
  variant,
  session,
}: {
  variant: AccountVariant;
  session: SessionUser;
}) {
  const t = useTranslations("Account");
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const style = styles[variant];

  const [confirming, setConfirming] = useState(false);
  const unread = useUnreadCount();

  const leave = async () => {
    setConfirming(false);
    setLeaving(true);
    // An explicit logout discards the draft: it must not wait for the next account.
    storedWorkingCopy(session.id).set(null);
    await endSession();
    setLeaving(false);
    router.push("/login");
  };

  /** Leaves the command for the editor (open, or opened now), never in the address. */
  const command = (name: CatalogCommand) => {
    sendCommand(window.sessionStorage, name);
    window.dispatchEvent(new Event(COMMAND_EVENT));
    if (window.location.pathname !== EDITOR_PATH) router.push(EDITOR_PATH);
  };

  const logout = () => {
    if (storedWorkingCopy(session.id).get()?.dirty) setConfirming(true);
    else void leave();
  };

  return (
    <div className={style.root}>
      {session.role === "editor" ? (
        <Menu as="div" className={style.menu}>
          <MenuButton className={style.button}>
            {t("manage")}
            {/* Messages is inside: Manage says so while closed too. */}
            <UnreadBadge unread={unread} className="mr-auto" />
            <Icon
              name="chevron"
              className="size-4 transition-transform in-data-open:rotate-180 motion-reduce:transition-none"
            />
          </MenuButton>
          <MenuItems modal={false} className={style.items}>
            {item(t("addEditProducts"), EDITOR_PATH)}
            {item(t("fetchFromDatabase"), () => command("fetch"))}
            {item(t("saveToDatabase"), () => command("save"))}
            {item(
              <>
                {t("messages")}
                {unread ? (
                  <span className="ml-auto rounded-full bg-laurel px-2 py-0.5 text-xs font-semibold text-cream">
                    {t("unread", { count: unread })}
                  </span>
                ) : null}
              </>,
              "/messages",
            )}
            {item(t("orders"), "/manageOrders")}
            {item(t("history"), "/history")}
            {item(t("gallery"), "/editGallery")}
            {item(t("editors"), "/editors")}
            {item(t("shopDetails"), "/shopDetails")}
            {item(t("pageTexts"), "/pageTexts")}
            {item(t("visits"), "/visits")}
            {item(t("changePassword"), "/account/password")}
          </MenuItems>
        </Menu>
      ) : null}
      <button
        type="button"
        onClick={logout}
        disabled={leaving}
        aria-busy={leaving || undefined}
        className={style.button}
      >
        {t("logout")}
        <Icon name="logout" className="size-4.5" />
      </button>
      <ConfirmDialog
        open={confirming}
        title={t("discardTitle")}
        text={t("discardText")}
        confirmLabel={t("discardConfirm")}
        cancelLabel={t("discardCancel")}
        onConfirm={() => void leave()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
