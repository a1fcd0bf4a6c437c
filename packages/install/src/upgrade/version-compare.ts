/**
 * Compares dotted version numbers part by part as numbers (2.10.0 is after 2.4.39, which a text
 * comparison gets wrong). A missing part counts as 0 (2.4 = 2.4.0); a part that is not a number
 * (a build suffix such as `-beta`) is read up to its first non-digit.
 */
export function compareVersions(a: string, b: string): number {
  const left = versionParts(a);
  const right = versionParts(b);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

function versionParts(version: string): number[] {
  return version
    .trim()
    .replace(/^v/i, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);
}
