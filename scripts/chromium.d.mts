export const chromiumArgs: string[];
export function findChromium(): string | undefined;
export const HEADLESS_SHELL: string;
export function findTestChromium(): string | undefined;
export function playwrightHasChromium(): Promise<boolean>;
export function isRootOnDebian(): boolean;
export function run(command: string, args: string[]): void;
