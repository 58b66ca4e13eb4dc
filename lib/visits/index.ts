import "server-only";
import { documents } from "@/lib/documents";
import { env } from "@/lib/env";
import { dayOf } from "./days";
import { createVisitStore } from "./store";

export const visitStore = () => createVisitStore(documents());

export const today = (at = new Date()) => dayOf(at, env().SHOP_TIME_ZONE);
