"use client";

import { NextIntlClientProvider } from "next-intl";
import dynamic from "next/dynamic";
import type { IslandMessages } from "@/lib/i18n/island-messages";
import { EditWordsControl } from "./edit-words-control";
import { PasswordSetNotice } from "./password-set-notice";
import { SessionNotice } from "./session-notice";
import { useClientSession } from "./session";
import type { AccountVariant } from "./signed-in-menu";
import { UnreadBadge } from "./unread-badge";
import { useUnreadCount } from "./unread-messages";

// Headless UI's Menu costs about 30 KB: only a live session downloads it.
const SignedInMenu = dynamic(() => import("./signed-in-menu"), { ssr: false });

export type SignedInProps = {
  part: "notice" | "unread" | AccountVariant;
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
          <EditWordsControl />
        </>
      ) : part === "unread" ? (
        <MenuUnread />
      ) : (
        <AccountMenu variant={part} />
      )}
    </NextIntlClientProvider>
  );
}

function AccountMenu({ variant }: { variant: AccountVariant }) {
  const session = useClientSession();
  return session ? <SignedInMenu variant={variant} session={session} /> : null;
}

// Above and beside the icon's drawing (6 to 18 of its 24 units, in the button's middle 24 px), so it
// never covers the ✕ of the open menu.
function MenuUnread() {
  return (
    <UnreadBadge
      unread={useUnreadCount()}
      className="absolute -top-1.5 -right-2"
    />
  );
}
