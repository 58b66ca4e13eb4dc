"use client";

import dynamic from "next/dynamic";
import type { AccountVariant } from "./signed-in-menu";
import { useClientSession } from "./session";

// Headless UI's Menu costs about 30 KB: only signed-in users download it.
const SignedInMenu = dynamic(() => import("./signed-in-menu"), { ssr: false });

/**
 * The header's account island: nothing at all for visitors (and no request,
 * see ./session), Logout and the Manage menu once signed in.
 */
export function AccountMenu({ variant }: { variant: AccountVariant }) {
  const session = useClientSession();

  if (!session) return null;
  return <SignedInMenu variant={variant} session={session} />;
}
