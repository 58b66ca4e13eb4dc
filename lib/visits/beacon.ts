import { z } from "zod";
import { ID_PATTERN } from "@/lib/products/schema";
import { VITAL_CEILINGS } from "./ceilings";

/** A path of the site: slash-separated names and product ids, nothing else (no query, no fragment). */
const path = z
  .string()
  .max(100)
  .regex(/^\/[A-Za-z0-9_\-/]*$/, "must be a path of this site such as /home");

const host = z
  .string()
  .max(253)
  .regex(
    /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i,
    "must be a host name such as www.example.com",
  )
  .transform((name) => name.toLowerCase());

const value = (most: number) =>
  z.number().nonnegative().max(most, `must be at most ${most}`);

/** Sent by components/visits/count-visit.ts; LCP and INP in ms, CLS unitless. */
export const beaconSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("view"),
    path,
    referrer: host.optional(),
  }),
  z.strictObject({
    kind: z.literal("leave"),
    path,
    lcp: value(VITAL_CEILINGS.lcp).optional(),
    inp: value(VITAL_CEILINGS.inp).optional(),
    cls: value(VITAL_CEILINGS.cls).optional(),
    soaps: z.array(z.string().regex(ID_PATTERN)).max(20).default([]),
  }),
]);

export type Beacon = z.output<typeof beaconSchema>;
