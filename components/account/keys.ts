import type { KeyOf } from "@/lib/i18n/text";

// The messages each account island receives, checked against messages/en.json.
// Plain module: arrays exported from a "use client" file reach server
// components only as client references.

export const LOGIN_KEYS = [
  "title",
  "signUpTitle",
  "intro",
  "modeLabel",
  "signInTab",
  "signUpTab",
  "emailLabel",
  "passwordLabel",
  "passwordHint",
  "signInButton",
  "signUpButton",
  "signingIn",
  "signingUp",
  "emailRequired",
  "emailInvalid",
  "emailTooLong",
  "passwordRequired",
  "passwordTooShort",
  "passwordTooLong",
  "reasonExpired",
] as const satisfies readonly KeyOf<"Login">[];
export type LoginKey = (typeof LOGIN_KEYS)[number];

export const EDITORS_KEYS = [
  "listLabel",
  "you",
  "editor",
  "member",
  "disabled",
  "configured",
  "makeEditor",
  "makeMember",
  "disable",
  "enable",
  "saving",
  "failed",
] as const satisfies readonly KeyOf<"Editors">[];
export type EditorsKey = (typeof EDITORS_KEYS)[number];

export const PASSWORD_KEYS = [
  "currentLabel",
  "newLabel",
  "newHint",
  "repeatLabel",
  "submit",
  "saving",
  "done",
  "toEditor",
  "currentRequired",
  "newRequired",
  "passwordTooShort",
  "passwordTooLong",
  "passwordSame",
  "repeatRequired",
  "repeatMismatch",
  "signedOut",
  "failed",
] as const satisfies readonly KeyOf<"ChangePassword">[];
export type PasswordKey = (typeof PASSWORD_KEYS)[number];

export const ACCOUNT_MENU_KEYS = [
  "manage",
  "addEditProducts",
  "fetchFromDatabase",
  "saveToDatabase",
  "editors",
  "messages",
  "unread",
  "history",
  "logout",
  "discardTitle",
  "discardText",
  "discardConfirm",
  "discardCancel",
] as const satisfies readonly KeyOf<"Account">[];
export type AccountMenuKey = (typeof ACCOUNT_MENU_KEYS)[number];

/** The notice fetches its whole namespace when someone is signed in (session-notice.tsx). */
export type SessionNoticeKey = KeyOf<"SessionNotice">;
