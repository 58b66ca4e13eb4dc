// Pure, so the login page and the API answer the same way; texts in messages/en.json `AuthErrors`.
export const catalogueKeys = [
  "EMAIL_EXISTS",
  "OPERATION_NOT_ALLOWED",
  "TOO_MANY_ATTEMPTS_TRY_LATER",
  "EMAIL_NOT_FOUND",
  "INVALID_PASSWORD",
  "USER_DISABLED",
  "UNKNOWN",
] as const;

export type CatalogueKey = (typeof catalogueKeys)[number];

/** The code of a provider message: `WEAK_PASSWORD : Password should be…` is WEAK_PASSWORD. */
export function providerCode(message: string): string {
  return message.split(" : ")[0]!.trim();
}

export function catalogueKey(message: unknown): CatalogueKey {
  if (typeof message !== "string") return "UNKNOWN";
  const code = providerCode(message);
  // Firebase answers this instead of EMAIL_NOT_FOUND / INVALID_PASSWORD when
  // email-enumeration protection is on.
  if (code === "INVALID_LOGIN_CREDENTIALS") return "INVALID_PASSWORD";
  return catalogueKeys.find((key) => key === code) ?? "UNKNOWN";
}

export const tooManyAttempts = (retryAfterSeconds: number) =>
  `TOO_MANY_ATTEMPTS_TRY_LATER : ${retryAfterSeconds}`;

export function retryAfterOf(message: unknown): number | undefined {
  if (typeof message !== "string") return undefined;
  const [code, detail] = message.split(" : ");
  return code?.trim() === "TOO_MANY_ATTEMPTS_TRY_LATER" &&
    /^\d+$/.test(detail?.trim() ?? "")
    ? Number(detail)
    : undefined;
}

export const retryMinutes = (seconds: number) =>
  Math.max(1, Math.ceil(seconds / 60));
