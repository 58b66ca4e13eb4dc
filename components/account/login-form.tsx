"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { safeCallbackUrl } from "@/lib/account/auth/callback-url";
import { isSessionUser } from "@/lib/account/roles/types";
import { endedBySessionExpiry, startClientSession } from "./session";
import { credentialWarnings } from "@/lib/account/auth/credentials";
import {
  catalogueKey,
  retryAfterOf,
  retryMinutes,
} from "@/lib/account/identity/error-catalogue";
import { FormAlert, SubmitButton } from "@/components/ui/form-feedback";
import { AuthField, AuthLink, AuthPage, useFields } from "./auth-field";
import { signInRequest, signUpRequest } from "./auth-requests";

type Mode = "signIn" | "signUp";

/** Returns to the page the visitor came from (same site only), else /addProducts. */
export function LoginForm() {
  const t = useTranslations("Login");
  const errorText = useTranslations("AuthErrors");
  const router = useRouter();
  const [mode, setMode] = useState<Mode>("signIn");
  const fields = useFields({ email: "", password: "" });
  const { values } = fields;
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The page is a static shell: the reason is read in the browser.
  const expired = useSyncExternalStore(
    noSubscription,
    () => endedBySessionExpiry(window.location.search),
    () => false,
  );

  const warnings = credentialWarnings(values, mode);
  const field = (name: keyof typeof values) =>
    fields.props(name, warnings[name] && t(warnings[name]));

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    fields.touchAll();
    setFailure(null);
    if (Object.keys(warnings).length > 0) return;
    setPending(true);
    const request = mode === "signIn" ? signInRequest : signUpRequest;
    const result = await request(values.email, values.password);
    if (!isSessionUser(result)) {
      setPending(false);
      const wait = retryAfterOf(result.code);
      setFailure(
        result.message ??
          (wait === undefined
            ? errorText(catalogueKey(result.code))
            : t("tryAgainIn", { minutes: retryMinutes(wait) })),
      );
      return;
    }
    startClientSession(result);
    const target = new URLSearchParams(window.location.search).get(
      "callbackUrl",
    );
    router.push(safeCallbackUrl(target));
  };

  return (
    <AuthPage
      title={mode === "signIn" ? t("title") : t("signUpTitle")}
      intro={t("intro")}
    >
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
            onClick={() => {
              setMode(m);
              setFailure(null);
            }}
            className="min-h-11 rounded-full px-4 font-medium text-olive transition-colors aria-pressed:bg-laurel aria-pressed:text-cream"
          >
            {m === "signIn" ? t("signInTab") : t("signUpTab")}
          </button>
        ))}
      </div>
      <form noValidate onSubmit={submit} className="mt-8 flex flex-col gap-5">
        <AuthField
          label={t("emailLabel")}
          type="email"
          autoComplete="email"
          {...field("email")}
        />
        <AuthField
          label={t("passwordLabel")}
          hint={mode === "signUp" ? t("passwordHint") : undefined}
          type="password"
          autoComplete={mode === "signIn" ? "current-password" : "new-password"}
          {...field("password")}
        />
        <FormAlert>{failure}</FormAlert>
        <SubmitButton
          pending={pending}
          label={t(mode === "signIn" ? "signInButton" : "signUpButton")}
          pendingLabel={t(mode === "signIn" ? "signingIn" : "signingUp")}
        />
      </form>
      {mode === "signIn" ? (
        <p className="mt-6 text-center">
          <AuthLink href="/forgot-password">{t("forgotPassword")}</AuthLink>
        </p>
      ) : null}
    </AuthPage>
  );
}

const noSubscription = () => () => undefined;
