import { fileURLToPath } from 'node:url';
import { checkWorkspace } from '../tooling/check-deps/graph.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const problems = checkWorkspace(root);
if (problems.length > 0) {
  console.error(`Import rules broken (${problems.length}):\n` + problems.map((p) => `  - ${p}`).join('\n'));
  process.exit(1);
}
console.log('Import rules: no cycles, arrows point down, packages used through their exports.');
