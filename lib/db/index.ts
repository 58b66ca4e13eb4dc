import "server-only";
import fs from "node:fs";
import Database from "better-sqlite3";
import { dataPath, PRIVATE_FILE } from "./data-dir";
import { migrate } from "./migrations.cjs";

export type Db = Database.Database;

const globalForDb = globalThis as unknown as { __siteDb?: Map<string, Db> };

// Created 0600 before SQLite opens it: SQLite gives its -wal and -shm files the same mode.
// FULL synchronous: an answered save survives a power cut.
export function openDatabase(file: string): Db {
  fs.closeSync(fs.openSync(file, "a", PRIVATE_FILE));
  for (const own of [file, `${file}-wal`, `${file}-shm`]) tighten(own);
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  migrate(db);
  return db;
}

function tighten(file: string): void {
  try {
    fs.chmodSync(file, PRIVATE_FILE);
  } catch (error) {
    // The -wal and -shm files exist only while a connection has them open.
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

export function db(): Db {
  const file = dataPath("site.db");
  const open = (globalForDb.__siteDb ??= new Map());
  if (!open.has(file)) open.set(file, openDatabase(file));
  return open.get(file)!;
}

export function closeDatabases(): void {
  for (const conn of globalForDb.__siteDb?.values() ?? []) conn.close();
  globalForDb.__siteDb?.clear();
}
