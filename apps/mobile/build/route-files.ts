/** What the build says of one output chunk (Rolldown's OutputChunk, the part read here). */
export interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  facadeModuleId: string | null;
  /** Vite's: the stylesheets the chunk's import brings. */
  viteMetadata?: { importedCss: Set<string> };
}

/** Per first screen (`login`, `home`), the files it needs beyond the entry's (scripts, then stylesheets); per language, the texts each needs. */
export interface RouteFiles {
  /** The merchant's languages, first the default: the start script resolves the player's among them as the app does. */
  languages: string[];
  routes: Record<string, string[]>;
  /** Per language, the texts every first screen needs (`*`) and those of one first screen. */
  texts: Record<string, Record<string, string[]>>;
}

/**
 * The modules each first screen loads on its own once the entry runs (issue 29: each was a wave
 * after the one before). Login: its page, sign-in and the captcha's texts (`store/auth-feature.ts`).
 */
const ROUTE_ROOTS: Record<string, RegExp[]> = {
  login: [
    /[\\/]src[\\/]screens[\\/]LoginPage\.tsx$/,
    /[\\/]packages[\\/]auth[\\/]dist[\\/]index\.js$/,
    /[\\/]packages[\\/]captcha[\\/]dist[\\/]locales[\\/]index\.js$/,
  ],
};
/**
 * Whose texts each first screen shows, by the folder of their locale files: every screen the
 * shell's, ui's and app-core's (feedback), as `main.tsx` loads them; login sign-in's and the captcha's.
 */
const ROUTE_TEXTS: Record<string, RegExp> = {
  '*': /(?:apps[\\/]mobile[\\/]src[\\/]locales|packages[\\/](?:ui|app-core)[\\/]dist(?:[\\/]locales)?)[\\/][^\\/]+$/,
  login: /packages[\\/](?:auth|captcha)[\\/]dist[\\/][^\\/]+$/,
};

/** A chunk and every chunk it imports statically, by file name. */
function closure(start: string[], chunks: Map<string, ChunkInfo>): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    chunks.get(fileName)?.imports.forEach(visit);
  };
  start.forEach(visit);
  return seen;
}

/**
 * From the build's chunk graph: each first screen's modules that the entry does not already bring,
 * and each language's texts chunks (found by `textsLanguage`) for the screens that show them, as
 * addresses under `base`. The start script asks for them with the entry, all at once.
 */
export function routeFiles(
  bundleChunks: ChunkInfo[],
  base: string,
  languages: readonly string[],
  textsLanguage: (fileName: string) => string | null,
): RouteFiles {
  const chunks = new Map(bundleChunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = closure(
    bundleChunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    chunks,
  );
  const address = (fileName: string) => `${base}${fileName}`;
  const routes = Object.fromEntries(
    Object.entries(ROUTE_ROOTS).map(([screen, roots]) => {
      // A root is a chunk's own module or one of a group's (vite.config.ts gathers the login page's in one).
      const holds = (chunk: ChunkInfo, root: RegExp) => chunk.moduleIds.some((id) => root.test(id));
      const starts = bundleChunks.filter((chunk) => roots.some((root) => holds(chunk, root)));
      if (!roots.every((root) => starts.some((chunk) => holds(chunk, root))))
        throw new Error(`route-files: the ${screen} screen's modules are not all in the build`);
      const needed = [
        ...closure(
          starts.map((chunk) => chunk.fileName),
          chunks,
        ),
      ];
      const own = needed.filter((fileName) => !entry.has(fileName));
      // Their stylesheets too, as Vite's import wrapper asks for them (and waits for them before the
      // module runs): every chunk's they import but those the entry brings, whose styles the page
      // carries (build/inline-css.ts).
      const styles = needed
        .filter((fileName) => !entry.has(fileName))
        .flatMap((fileName) => [...(chunks.get(fileName)?.viteMetadata?.importedCss ?? [])]);
      return [screen, [...own, ...new Set(styles)].map(address)];
    }),
  );
  const texts: RouteFiles['texts'] = {};
  for (const chunk of bundleChunks) {
    const language = textsLanguage(chunk.fileName);
    const module = chunk.facadeModuleId ?? chunk.moduleIds[0];
    if (!language || !module) continue;
    for (const [screen, folder] of Object.entries(ROUTE_TEXTS)) {
      if (!folder.test(module)) continue;
      ((texts[language] ??= {})[screen] ??= []).push(address(chunk.fileName));
    }
  }
  return { languages: [...languages], routes, texts };
}
