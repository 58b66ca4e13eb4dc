"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";
import {
  commandOf,
  EDITOR_PATH,
  type CatalogCommand,
} from "@/lib/products/editor/catalog-commands";

/**
 * The header's Manage menu asks for Fetch or Save with `?command=`; the
 * parameter goes once it is taken, so the same command can come again.
 */
export function useManageCommands(run: (command: CatalogCommand) => void) {
  const onCommand = useRef(run);
  useEffect(() => {
    onCommand.current = run;
  });
  const router = useRouter();
  const requested = commandOf(useSearchParams().get("command"));
  useEffect(() => {
    if (!requested) return;
    router.replace(EDITOR_PATH, { scroll: false });
    onCommand.current(requested);
  }, [requested, router]);
}
