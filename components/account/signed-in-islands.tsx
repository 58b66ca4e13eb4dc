"use client";

import { NextIntlClientProvider, useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import type { IslandIntl } from "@/lib/i18n/island-intl";
import { PasswordSetNotice } from "./password-set-notice";
import { SessionNotice } from "./session-notice";
import { useClientSession } from "./session";
import type { AccountVariant } from "./signed-in-menu";
import { useUnreadCount } from "./unread-messages";

// Headless UI's Menu costs about 30 KB: only a live session downloads it.
const SignedInMenu = dynamic(() => import("./signed-in-menu"), { ssr: false });

export type SignedInProps = {
  /** The session notice, the phone menu's unread count, or the account menu in one of its places. */
  part: "notice" | "unread" | AccountVariant;
  /** The namespaces it translates, from the server. */
  intl: IslandIntl;
};

/** Loaded by ./signed-in only where the session hint is. */
export default function SignedInIsland({ part, intl }: SignedInProps) {
  return (
    <NextIntlClientProvider {...intl}>
      {part === "notice" ? (
        <>
          <SessionNotice />
          <PasswordSetNotice />
        </>
      ) : part === "unread" ? (
        <MenuUnread />
      ) : (
        <AccountMenu variant={part} />
      )}
    </NextIntlClientProvider>
  );
}

/** Logout, and the Manage menu for editors; nothing once the session is gone. */
function AccountMenu({ variant }: { variant: AccountVariant }) {
  const session = useClientSession();
  return session ? <SignedInMenu variant={variant} session={session} /> : null;
}

/** Inside the phone's closed menu button, the end of its name: an editor's unread count. */
function MenuUnread() {
  const unread = useUnreadCount();
  const t = useTranslations("Account");
  if (unread === 0) return null;
  return (
    <>
      <span className="sr-only">{t("menuUnread", { count: unread })}</span>
      <span
        aria-hidden="true"
        data-testid="menu-unread"
        className="absolute top-0.5 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-[#8C2F1B] px-1 text-xs leading-none font-semibold text-cream ring-2 ring-cream"
      >
        {unread > 99 ? "99+" : unread}
      </span>
    </>
  );
}
