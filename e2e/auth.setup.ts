import fs from "node:fs";
import { request, test as setup } from "@playwright/test";
import {
  ADMIN,
  createAccount,
  sessionsFile,
  signedInState,
} from "./support/editors";
import { authDir, workerPorts } from "./support/servers";

// Playwright's setup project (playwright.config.ts): each role signs in once,
// through the API, and the tests start from its saved browser state
// (`signedInAs` in e2e/support/test.ts). Each worker has a server, and so
// accounts, of its own: every main server gets its own three.
setup(
  "the first admin, an editor and a member sign in on each main server",
  async () => {
    fs.mkdirSync(authDir, { recursive: true });
    await Promise.all(
      workerPorts.map(async (port, index) => {
        const base = `http://127.0.0.1:${port}`;
        const admin = await signedInState(base, ADMIN);
        const api = await request.newContext({
          baseURL: base,
          storageState: admin.state,
        });
        try {
          const sessions = {
            admin,
            editor: await createAccount(base, api, "editor"),
            member: await createAccount(base, api, "member"),
          };
          fs.writeFileSync(sessionsFile(index), JSON.stringify(sessions));
        } finally {
          await api.dispose();
        }
      }),
    );
  },
);
