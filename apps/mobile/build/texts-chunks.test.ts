import { describe, expect, it } from 'vitest';
import { chunkLanguage, firstScreenTextsChunk, textsChunkFileNames, textsFileLanguage } from './texts-chunks';

const LANGUAGES = ['EN', 'PT', 'PT-BR', 'UR'];

describe('how text chunks are named, and read back by the service worker', () => {
  it("knows a locale chunk by its name, the shell's or a package's", () => {
    expect(chunkLanguage('EN', LANGUAGES)).toBe('EN');
    expect(chunkLanguage('UR-KC6CCQPR', LANGUAGES)).toBe('UR');
    expect(chunkLanguage('PT-BR', LANGUAGES)).toBe('PT-BR');
    expect(chunkLanguage('PT-BR-4BZ5NLAF', LANGUAGES)).toBe('PT-BR');
    expect(chunkLanguage('PT-4BZ5NLAF', LANGUAGES)).toBe('PT');
  });

  it('leaves every other chunk alone', () => {
    expect(chunkLanguage('index', LANGUAGES)).toBeNull();
    expect(chunkLanguage('MaintenanceScreen-ZIDJAO5H', LANGUAGES)).toBeNull();
    expect(chunkLanguage('ENTRY', LANGUAGES)).toBeNull();
    const fileName = textsChunkFileNames(LANGUAGES);
    expect(fileName({ name: 'PT-BR-4BZ5NLAF' })).toBe('assets/[name].[hash].js');
    expect(fileName({ name: 'vendor' })).toBe('assets/[name]-[hash].js');
  });

  it('reads the language back from a written file, whatever its hash holds', () => {
    expect(textsFileLanguage('assets/PT-BR-4BZ5NLAF.Cp-gf_Ht.js')).toBe('PT-BR');
    expect(textsFileLanguage('/m/assets/PT-4BZ5NLAF.BR-a1b2c.js')).toBe('PT');
    expect(textsFileLanguage('https://lotto.example/m/assets/EN.DIkb4YSa.js')).toBe('EN');
    expect(textsFileLanguage('assets/EN-DIkb4YSa.js')).toBeNull();
    expect(textsFileLanguage('assets/index-Ab12.css')).toBeNull();
    expect(textsFileLanguage('index.html')).toBeNull();
    expect(textsFileLanguage('sw.js')).toBeNull();
  });

  it("takes no library chunk with a dot in its name for texts, so the shell's precache keeps it", () => {
    expect(textsFileLanguage('assets/purify.es-DAR7aQvV.js')).toBeNull();
    expect(textsFileLanguage('/m/assets/index.esm-DS78aB5w.js')).toBeNull();
  });
});

describe("the first screen's texts, one chunk per language", () => {
  it("gathers the shell's, ui's and app-core's texts of a language under its name", () => {
    expect(firstScreenTextsChunk('/work/apps/mobile/src/locales/PT-BR.ts')).toBe('PT-BR');
    expect(firstScreenTextsChunk('/work/packages/ui/dist/locales/EN.js')).toBe('EN');
    expect(firstScreenTextsChunk('/work/packages/app-core/dist/UR-CIWTFYCK.js')).toBe('UR');
  });

  it("leaves other packages' texts and every other module alone", () => {
    expect(firstScreenTextsChunk('/work/packages/auth/dist/EN-TGGHZL7C.js')).toBeNull();
    expect(firstScreenTextsChunk('/work/packages/ui/dist/locales/index.js')).toBeNull();
    expect(firstScreenTextsChunk('/work/packages/app-core/dist/index.js')).toBeNull();
    expect(firstScreenTextsChunk('/work/apps/mobile/src/locales/index.ts')).toBeNull();
  });
});
