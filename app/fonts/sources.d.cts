// Types of sources.cjs (plain JavaScript, loaded by scripts/fonts.mjs too).
export declare const fonts: { full: string; subset: string }[];
export declare function textFiles(root: string): string[];
