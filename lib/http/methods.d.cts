// Types of methods.cjs (plain JavaScript: the site's server loads it as it is).
export function allowFor(
  path: string,
  askOptions: (path: string) => Promise<string>,
): Promise<string>;
