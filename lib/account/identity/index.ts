import "server-only";
import { env } from "@/lib/env";
import { FirebaseIdentity } from "./firebase";
import { LocalIdentity } from "./local";
import type { IdentityProvider } from "./types";

export { IdentityError } from "./types";

export function identity(): IdentityProvider {
  const config = env();
  if (config.IDENTITY_BACKEND === "firebase")
    return new FirebaseIdentity({
      apiKey: config.FIREBASE_API_KEY!,
      emulatorHost: config.FIREBASE_AUTH_EMULATOR_HOST,
    });
  return new LocalIdentity({
    lifetimeSeconds: config.TOKEN_LIFETIME_SECONDS,
    signUpEnabled: config.SIGNUP_ENABLED,
  });
}
