export type ThemeName = 'light' | 'dark';

/**
 * Sets a merchant's token overrides (for example `{ '--color-primary': '#c8102e' }`) on an
 * element, the document root by default. Only custom properties are accepted so a merchant
 * file cannot restyle arbitrary properties. Returns a function that removes what it set.
 */
export function applyThemeOverrides(tokens: Record<string, string>, el: HTMLElement = document.documentElement): () => void {
  const applied: string[] = [];
  for (const [name, value] of Object.entries(tokens)) {
    if (!name.startsWith('--')) continue;
    el.style.setProperty(name, value);
    applied.push(name);
  }
  return () => {
    for (const name of applied) el.style.removeProperty(name);
  };
}

/** Light is the default of `:root`; dark is switched on by `data-theme="dark"`. */
export function setTheme(theme: ThemeName, el: HTMLElement = document.documentElement): void {
  el.setAttribute('data-theme', theme);
}
