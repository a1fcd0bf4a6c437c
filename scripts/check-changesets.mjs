import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/run.mjs';

/**
 * Changesets refuses a changeset that names both a package it ignores (the apps, the journeys) and
 * one it versions, and then no release can be planned: each changeset names one kind or the other.
 */
const dir = join(ROOT, '.changeset');
const { ignore } = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8'));
const mixed = readdirSync(dir)
  .filter((name) => name.endsWith('.md') && name !== 'README.md')
  .filter((name) => {
    const header = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(dir, name), 'utf8'))?.[1] ?? '';
    const named = [...header.matchAll(/^['"]?([^'":]+)['"]?\s*:/gm)].map(([, name]) => name.trim());
    return named.some((name) => ignore.includes(name)) && named.some((name) => !ignore.includes(name));
  });
if (mixed.length > 0) {
  console.error(`Changesets mixing ignored packages (${ignore.join(', ')}) with versioned ones: ${mixed.join(', ')}`);
  process.exit(1);
}
console.log('Changesets: none mixes ignored and versioned packages.');
