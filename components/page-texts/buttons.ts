const button =
  "inline-flex min-h-11 items-center justify-center rounded-full px-5 font-semibold transition-colors disabled:cursor-wait disabled:opacity-70";
export const primaryButton = `${button} bg-laurel text-cream hover:bg-laurel-dark disabled:cursor-default`;
export const secondaryButton = `${button} border border-laurel text-laurel-dark hover:bg-laurel/10`;
