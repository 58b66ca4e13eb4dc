"use client";

import { NextIntlClientProvider } from "next-intl";
import dynamic from "next/dynamic";
import type { IslandMessages } from "@/lib/i18n/island-messages";
import { PasswordSetNotice } from "./password-set-notice";
import { SessionNotice } from "./session-notice";
import { useClientSession } from "./session";
import type { AccountVariant } from "./signed-in-menu";
import { UnreadBadge } from "./unread-badge";
import { useUnreadCount } from "./unread-messages";

// Headless UI's Menu costs about 30 KB: only a live session downloads it.
const SignedInMenu = dynamic(() => import("./signed-in-menu"), { ssr: false });

export type SignedInProps = {
  /** The session notice, the phone menu's unread count, or the account menu in one of its places. */
  part: "notice" | "unread" | AccountVariant;
  /** Its namespaces, from the server (islandMessages). */
  intl: IslandMessages;
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

/** On the phone's menu button, the end of its name: an editor's unread count. */
function MenuUnread() {
  return (
    <UnreadBadge
      unread={useUnreadCount()}
      className="absolute top-0.5 right-0.5"
    />
  );
}
