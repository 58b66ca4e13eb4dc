// Types of sources.cjs (plain JavaScript, loaded by scripts/fonts.mjs too).
export declare const fonts: {
  family: string;
  full: string;
  subset: string;
  rest: string;
}[];
export declare function textFiles(root: string): string[];
