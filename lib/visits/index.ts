import "server-only";
import { documents } from "@/lib/documents";
import { env } from "@/lib/env";
import { dayOf } from "./days";
import { createVisitStore } from "./store";

/** Visits on the site's documents: SQLite, or the Realtime Database when DATA_BACKEND=firebase. */
export const visitStore = () => createVisitStore(documents());

/** The owner's day at `at` (SHOP_TIME_ZONE), which counts are kept by. */
export const today = (at = new Date()) => dayOf(at, env().SHOP_TIME_ZONE);
