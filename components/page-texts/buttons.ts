const button =
  "inline-flex min-h-11 items-center justify-center rounded-full px-5 font-semibold transition-colors disabled:cursor-wait disabled:opacity-70";
/** The screen's main action. */
export const primaryButton = `${button} bg-laurel text-cream hover:bg-laurel-dark disabled:cursor-default`;
/** Its other actions. */
export const secondaryButton = `${button} border border-laurel text-laurel-dark hover:bg-laurel/10`;
