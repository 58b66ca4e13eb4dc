// `next build` rewrites tsconfig.json (adding its build folder's types to
// "include") and next-env.d.ts (importing that folder's route types). The bench's
// build folder is private, so both are put back afterwards; a change someone else
// made in the meantime is left alone.
import fs from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";

function read(file) {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/** Remembers both files now; the returned function restores what the build changed. */
export function guardGeneratedFiles(root, distDir) {
  const tsconfigFile = path.join(root, "tsconfig.json");
  const envFile = path.join(root, "next-env.d.ts");
  const tsconfigBefore = read(tsconfigFile);
  const envBefore = read(envFile);
  return function restore() {
    const tsconfigAfter = read(tsconfigFile);
    if (tsconfigBefore !== undefined && tsconfigAfter !== tsconfigBefore) {
      try {
        const after = JSON.parse(tsconfigAfter);
        after.include = after.include?.filter(
          (entry) => !entry.startsWith(`${distDir}/`),
        );
        if (isDeepStrictEqual(after, JSON.parse(tsconfigBefore)))
          fs.writeFileSync(tsconfigFile, tsconfigBefore);
        else
          console.warn("tsconfig.json changed during the build; left as it is");
      } catch {
        console.warn("tsconfig.json is not plain JSON; left as it is");
      }
    }
    const envAfter = read(envFile);
    if (
      envBefore !== undefined &&
      envAfter !== envBefore &&
      envAfter?.includes(`./${distDir}/`)
    )
      fs.writeFileSync(envFile, envBefore);
  };
}
