import { resetEnvForTests } from "@/lib/env";
import {
  startFirebaseAuthStandIn,
  type StandIn,
} from "@/test/stand-ins/firebase-auth";
import {
  startStripeStandIn,
  type StripeStandIn,
} from "@/test/stand-ins/stripe";

/** Sets environment variables for one describe block (`values` is read once it has begun). */
export function withEnv(values: () => Record<string, string>) {
  beforeAll(() => {
    Object.assign(process.env, values());
    resetEnvForTests();
  });
  afterAll(() => {
    for (const key of Object.keys(values())) delete process.env[key];
    resetEnvForTests();
  });
}

/** Firebase accounts (IDENTITY_BACKEND=firebase) on the Auth stand-in, for one describe block. */
export function withFirebaseIdentity(apiKey = "test-api-key"): () => StandIn {
  let standIn: StandIn;
  beforeAll(async () => {
    standIn = await startFirebaseAuthStandIn(apiKey);
  });
  afterAll(() => standIn.close());
  withEnv(() => ({
    IDENTITY_BACKEND: "firebase",
    FIREBASE_API_KEY: apiKey,
    FIREBASE_AUTH_EMULATOR_HOST: standIn.host,
  }));
  return () => standIn;
}

/** Card payments through the Stripe stand-in for one describe block: the site's STRIPE_* settings name it. */
export function withStripeStandIn(webhookSecret: string): () => StripeStandIn {
  let standIn: StripeStandIn;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
  });
  afterAll(() => standIn.stop());
  withEnv(() => ({
    STRIPE_SECRET_KEY: standIn.secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: standIn.base,
  }));
  return () => standIn;
}
