import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkWorkspace, findCycles, importsOf } from './graph.mjs';

function workspace(files) {
  const root = mkdtempSync(join(tmpdir(), 'deps-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return root;
}

const manifest = (name, exports = { '.': './dist/index.js' }, layers = ['*']) => ({ name, exports, layers });

describe('import rules', () => {
  it('reads static, dynamic and side-effect imports', () => {
    expect(importsOf(`import a from './a';\nexport { b } from "./b";\nconst c = import('./c');\nimport './d.css';`)).toEqual([
      './a',
      './b',
      './c',
      './d.css',
    ]);
  });

  it('finds a cycle and a self-loop', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['a'])],
      ['c', new Set(['c'])],
      ['d', new Set()],
    ]);
    expect(findCycles(graph).map((cycle) => cycle.sort())).toEqual([['a', 'b'], ['c']]);
  });

  it('passes a clean workspace', () => {
    const root = workspace({
      'packages/ui/package.json': manifest('@lotto/ui'),
      'packages/ui/src/index.ts': "export * from './button';",
      'packages/ui/src/button.ts': "import { x } from '@lotto/api-client';",
      'packages/api-client/package.json': manifest('@lotto/api-client'),
      'packages/api-client/src/index.ts': 'export const x = 1;',
    });
    expect(checkWorkspace(root)).toEqual([]);
  });

  it('fails on a cycle inside a package', () => {
    const root = workspace({
      'packages/ui/package.json': manifest('@lotto/ui'),
      'packages/ui/src/a.ts': "import './b';",
      'packages/ui/src/b.ts': "import './a';",
    });
    expect(checkWorkspace(root).join('\n')).toMatch(/import cycle inside @lotto\/ui/);
  });

  it('fails on a cycle between packages and on an upward arrow', () => {
    const root = workspace({
      'packages/ui/package.json': manifest('@lotto/ui'),
      'packages/ui/src/index.ts': "import '@lotto/api-client';",
      'packages/api-client/package.json': manifest('@lotto/api-client'),
      'packages/api-client/src/index.ts': "import '@lotto/ui';",
    });
    const problems = checkWorkspace(root).join('\n');
    expect(problems).toMatch(/import cycle between packages/);
    expect(problems).toMatch(/@lotto\/api-client may not import @lotto\/ui/);
  });

  it("fails on a package reaching another's internals", () => {
    const root = workspace({
      'packages/auth/package.json': manifest('@lotto/auth'),
      'packages/auth/src/index.ts': "import '@lotto/ui/src/button';\nimport '../../ui/src/button';",
      'packages/ui/package.json': manifest('@lotto/ui'),
      'packages/ui/src/button.ts': 'export {};',
    });
    const problems = checkWorkspace(root).join('\n');
    expect(problems).toMatch(/not in @lotto\/ui's exports map/);
    expect(problems).toMatch(/reaches outside @lotto\/auth/);
  });

  it('fails on one feature importing another', () => {
    const root = workspace({
      'packages/auth/package.json': manifest('@lotto/auth'),
      'packages/auth/src/index.ts': "import '@lotto/games';",
      'packages/games/package.json': manifest('@lotto/games'),
      'packages/games/src/index.ts': 'export {};',
    });
    expect(checkWorkspace(root).join('\n')).toMatch(/@lotto\/auth may not import @lotto\/games/);
  });
});

describe('layers inside a package or app', () => {
  const layered = (files) =>
    workspace({
      'apps/mobile/package.json': manifest('@lotto/mobile', {}, ['store', 'components theme.ts', ['screens'], '*']),
      'apps/mobile/src/store/create-store.ts': 'export {};',
      'apps/mobile/src/components/Header.tsx': "import '../store/create-store';",
      'apps/mobile/src/theme.ts': 'export {};',
      'apps/mobile/src/screens/deep/Home.tsx': "import '../../components/Header';\nimport '../../theme';",
      'apps/mobile/src/main.tsx': "import './screens/deep/Home';",
      ...files,
    });

  it('passes arrows that point down or stay in their layer, at any depth', () => {
    expect(checkWorkspace(layered({}))).toEqual([]);
  });

  it('fails on an arrow up from a folder to a higher folder or to the rest of the root', () => {
    const problems = checkWorkspace(
      layered({
        'apps/mobile/src/store/create-store.ts': "import '../screens/deep/Home';",
        'apps/mobile/src/components/Header.tsx': "import '../main';",
      }),
    ).join('\n');
    expect(problems).toMatch(/store\/create-store\.ts: imports apps\/mobile\/src\/screens\/deep\/Home\.tsx, a layer above it/);
    expect(problems).toMatch(/components\/Header\.tsx: imports apps\/mobile\/src\/main\.tsx, a layer above it/);
  });

  it('lets tests and stories reach anything in their package', () => {
    const problems = checkWorkspace(
      layered({ 'apps/mobile/src/store/create-store.test.ts': "import '../screens/deep/Home';\nimport '../main';" }),
    );
    expect(problems).toEqual([]);
  });

  it('fails on a file in no layer, a layer entry that names nothing, and a manifest without layers', () => {
    const root = workspace({
      'packages/ui/package.json': manifest('@lotto/ui', undefined, ['tokens', 'index.ts']),
      'packages/ui/src/index.ts': "import './button';",
      'packages/ui/src/button.ts': 'export {};',
      'packages/auth/package.json': { name: '@lotto/auth', exports: { '.': './dist/index.js' } },
      'packages/auth/src/index.ts': 'export {};',
    });
    const problems = checkWorkspace(root).join('\n');
    expect(problems).toMatch(/packages\/ui\/src\/button\.ts: in no layer of @lotto\/ui/);
    expect(problems).toMatch(/layer entry "tokens" names nothing in src/);
    expect(problems).toMatch(/packages\/auth\/package\.json: no "layers"/);
  });
});
