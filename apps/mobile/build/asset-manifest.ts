import type { Plugin } from 'vite';

/** Written next to index.html, so the app finds it at /m/asset-manifest.json (docs/platform-calls.md, Installed app and updates). */
const ASSET_MANIFEST_FILE = 'asset-manifest.json';
/** Vite's hashed output: only these names change with their content, which is what a new deployment is. */
const HASHED_DIR = 'assets/';

/** What the manifest needs of an output file: Rollup's and Rolldown's chunks and assets both have it. */
export interface OutputFile {
  type: 'chunk' | 'asset';
  fileName: string;
  name?: string;
  names?: readonly string[];
}

function logicalName(file: OutputFile): string {
  if (file.type === 'chunk') return `${file.name ?? 'chunk'}.js`;
  return file.names?.[0] ?? file.fileName.slice(HASHED_DIR.length);
}

/**
 * The flat object the platform's client expects: logical name -> hashed file name, relative to
 * /m/. Two chunks may share a name (every package has an `index`); the later ones get `~2`, `~3`
 * in file-name order, so one build always writes the same manifest.
 */
export function assetManifest(files: Iterable<OutputFile>): Record<string, string> {
  const manifest: Record<string, string> = {};
  const hashed = [...files].filter((file) => file.fileName.startsWith(HASHED_DIR)).sort((a, b) => a.fileName.localeCompare(b.fileName));
  for (const file of hashed) {
    const name = logicalName(file);
    let key = name;
    for (let n = 2; key in manifest; n += 1) key = `${name}~${n}`;
    manifest[key] = file.fileName;
  }
  return manifest;
}

/** Emits /m/asset-manifest.json once every other file has its final name. */
export function assetManifestPlugin(): Plugin {
  return {
    name: 'asset-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: ASSET_MANIFEST_FILE,
        source: `${JSON.stringify(assetManifest(Object.values(bundle)), null, 2)}\n`,
      });
    },
  };
}
