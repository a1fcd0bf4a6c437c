import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MERCHANT, merchantCodes, merchantOutDir } from './merchant-builds.mjs';

/**
 * CI builds every merchant file (issue 17): `pnpm build` made the default merchant's app in dist/;
 * this builds each other merchant's beside it, only the mobile app again (the packages are built).
 */
const appDir = fileURLToPath(new URL('..', import.meta.url));
for (const code of merchantCodes().filter((code) => code !== DEFAULT_MERCHANT)) {
  const outDir = merchantOutDir(code);
  console.log(`\nmerchant ${code} → apps/mobile/${outDir}`);
  const result = spawnSync('pnpm', ['exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: appDir,
    stdio: 'inherit',
    env: { ...process.env, MERCHANT: code, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
