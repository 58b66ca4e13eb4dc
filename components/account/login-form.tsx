"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useSyncExternalStore } from "react";
import { safeCallbackUrl } from "@/lib/account/auth/callback-url";
import { endedBySessionExpiry } from "@/lib/account/session-end";
import {
  isClientSession,
  startClientSession,
} from "@/components/account/client-session";
import {
  credentialWarnings,
  type CredentialField,
} from "@/lib/account/auth/credentials";
import { catalogueKey } from "@/lib/account/identity/error-catalogue";
import { clientT, type IslandStrings } from "@/lib/i18n/client-messages";
import type { CatalogueKey } from "@/lib/account/identity/error-catalogue";
import type { LoginKey } from "./keys";
import { FormAlert, SubmitButton } from "@/components/ui/form-feedback";
import { AuthField } from "./auth-field";
import { signInRequest, signUpRequest } from "./auth-requests";

type Mode = "signIn" | "signUp";

/**
 * Sign in and sign up on one page. Validates like the server (one schema),
 * shows the provider's error through the spec's catalogue, and goes to the
 * page the visitor came from (same site only) or to /addProducts.
 */
export function LoginForm({
  strings,
  errors,
}: {
  strings: IslandStrings<LoginKey>;
  errors: IslandStrings<CatalogueKey>;
}) {
  const t = clientT(strings, "Login");
  const errorText = clientT(errors, "AuthErrors");
  const router = useRouter();
  const id = useId();
  const [mode, setMode] = useState<Mode>("signIn");
  const [values, setValues] = useState({ email: "", password: "" });
  const [touched, setTouched] = useState<
    Partial<Record<CredentialField, boolean>>
  >({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The page is a static shell: the reason is read in the browser.
  const expired = useSyncExternalStore(
    noSubscription,
    () => endedBySessionExpiry(window.location.search),
    () => false,
  );

  const warnings = credentialWarnings(values, mode);
  const warningFor = (field: CredentialField) =>
    touched[field] && warnings[field] ? t(warnings[field]) : undefined;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    setFailure(null);
    if (Object.keys(warnings).length > 0) return;
    setPending(true);
    const result =
      mode === "signIn"
        ? await signInRequest(values.email, values.password)
        : await signUpRequest(values.email, values.password);
    if (!isClientSession(result)) {
      setPending(false);
      setFailure(result.message ?? errorText(catalogueKey(result.code)));
      return;
    }
    startClientSession(result);
    const target = new URLSearchParams(window.location.search).get(
      "callbackUrl",
    );
    router.push(safeCallbackUrl(target));
  };

  const switchTo = (next: Mode) => {
    setMode(next);
    setFailure(null);
  };

  return (
    <div className="mx-auto w-full max-w-md px-6 pt-12 pb-16 sm:pt-16">
      <h1 className="text-center text-4xl font-semibold tracking-tight sm:text-5xl">
        {mode === "signIn" ? t("title") : t("signUpTitle")}
      </h1>
      <p className="mt-4 text-center text-stone-dark">{t("intro")}</p>
      {expired ? (
        <p
          role="status"
          className="mt-6 rounded-lg border border-gold-dark bg-gold-light px-4 py-3 font-medium text-olive"
        >
          {t("reasonExpired")}
        </p>
      ) : null}
      <div
        role="group"
        aria-label={t("modeLabel")}
        className="mx-auto mt-8 grid max-w-xs grid-cols-2 rounded-full border border-stone/40 p-1"
      >
        {(["signIn", "signUp"] as const).map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={mode === m}
            onClick={() => switchTo(m)}
            className="min-h-11 rounded-full px-4 font-medium text-olive transition-colors aria-pressed:bg-laurel aria-pressed:text-cream"
          >
            {m === "signIn" ? t("signInTab") : t("signUpTab")}
          </button>
        ))}
      </div>
      <form noValidate onSubmit={submit} className="mt-8 flex flex-col gap-5">
        <AuthField
          id={`${id}-email`}
          label={t("emailLabel")}
          type="email"
          autoComplete="email"
          value={values.email}
          warning={warningFor("email")}
          onChange={(email) => setValues((v) => ({ ...v, email }))}
          onBlur={() => setTouched((s) => ({ ...s, email: true }))}
        />
        <AuthField
          id={`${id}-password`}
          label={t("passwordLabel")}
          hint={mode === "signUp" ? t("passwordHint") : undefined}
          type="password"
          autoComplete={mode === "signIn" ? "current-password" : "new-password"}
          value={values.password}
          warning={warningFor("password")}
          onChange={(password) => setValues((v) => ({ ...v, password }))}
          onBlur={() => setTouched((s) => ({ ...s, password: true }))}
        />
        <FormAlert>{failure}</FormAlert>
        <SubmitButton
          pending={pending}
          label={t(mode === "signIn" ? "signInButton" : "signUpButton")}
          pendingLabel={t(mode === "signIn" ? "signingIn" : "signingUp")}
        />
      </form>
    </div>
  );
}

const noSubscription = () => () => undefined;
