import { describe, expect, it } from 'vitest';
import { languagesIn, splitTexts } from './texts';

/** A stand-in for the build's rule: `assets/<LANG>.<hash>.js`. */
const textsLanguage = (url: string) => /assets\/([A-Z-]+)\.\w+\.js$/.exec(url)?.[1] ?? null;

describe('which files the service worker precaches and which it caches per language', () => {
  const entries = [
    { url: 'index.html', revision: 'a1' },
    { url: 'assets/index-Ab12.js', revision: null },
    { url: 'assets/EN.Zx9.js', revision: null },
    { url: 'assets/PT-BR.Zx9.js', revision: null },
    { url: 'assets/PT.Yy8.js', revision: null },
    { url: 'assets/EN.Cc77.js', revision: null },
  ];

  it('precaches the shell and keeps the texts apart, by language', () => {
    const { shell, texts } = splitTexts(entries, textsLanguage);
    expect(shell.map((entry) => entry.url)).toEqual(['index.html', 'assets/index-Ab12.js']);
    expect(texts.get('EN')).toEqual(['assets/EN.Zx9.js', 'assets/EN.Cc77.js']);
    expect(texts.get('PT')).toEqual(['assets/PT.Yy8.js']);
    expect(texts.get('PT-BR')).toEqual(['assets/PT-BR.Zx9.js']);
  });

  it('knows which languages a cache holds', () => {
    expect(
      languagesIn(['https://a.example/m/assets/EN.a.js', '/m/assets/EN.b.js', '/m/assets/TH.c.js', '/m/index.html'], textsLanguage),
    ).toEqual(new Set(['EN', 'TH']));
  });
});
