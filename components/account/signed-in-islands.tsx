"use client";

import { NextIntlClientProvider, useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import type { IslandIntl } from "@/lib/i18n/island-intl";
import { SessionNotice as Notice } from "./session-notice";
import { useClientSession } from "./session";
import type { AccountVariant } from "./signed-in-menu";
import { useUnreadCount } from "./unread-messages";

// Loaded by ./signed-in only where the session hint is: each island brings
// the namespaces it translates from the server (`intl`).

// Headless UI's Menu costs about 30 KB: only a live session downloads it.
const SignedInMenu = dynamic(() => import("./signed-in-menu"), { ssr: false });

/** Logout, and the Manage menu for editors; nothing once the session is gone. */
export function AccountMenu({
  variant,
  intl,
}: {
  variant: AccountVariant;
  intl: IslandIntl;
}) {
  const session = useClientSession();
  if (!session) return null;
  return (
    <NextIntlClientProvider {...intl}>
      <SignedInMenu variant={variant} session={session} />
    </NextIntlClientProvider>
  );
}

export function SessionNotice({ intl }: { intl: IslandIntl }) {
  return (
    <NextIntlClientProvider {...intl}>
      <Notice />
    </NextIntlClientProvider>
  );
}

/** Inside the phone's closed menu button, the end of its name: an editor's unread count. */
export function MenuUnread({ intl }: { intl: IslandIntl }) {
  const unread = useUnreadCount();
  if (unread === 0) return null;
  return (
    <NextIntlClientProvider {...intl}>
      <UnreadBadge unread={unread} />
    </NextIntlClientProvider>
  );
}

function UnreadBadge({ unread }: { unread: number }) {
  const t = useTranslations("Account");
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
