import { packageConfig } from '../../tooling/tsup.preset';

export default packageConfig({
  entry: {
    index: 'src/index.ts',
    'feedback-host': 'src/feedback-host.ts',
    'server-data/index': 'src/server-data/index.ts',
    'tracking-storage-keys': 'src/tracking-storage-keys.ts',
    'template-storage-keys': 'src/template-storage-keys.ts',
    'ios-device': 'src/ios-device.ts',
    'push-storage-keys': 'src/push-storage-keys.ts',
    'brand-slice': 'src/brand-slice.ts',
    'tab-badges': 'src/tab-badges.ts',
    paths: 'src/paths.ts',
    money: 'src/money.ts',
    'storage-keys': 'src/storage-keys.ts',
    'early-answers': 'src/early-answers.ts',
    'theme-choice': 'src/theme-choice.ts',
    'sanitize-html': 'src/dom/sanitize-html.ts',
    'linked-html': 'src/linked-html.tsx',
    'web-address': 'src/web-address.ts',
    'add-script': 'src/dom/add-script.ts',
    'copy-text': 'src/dom/copy-text.ts',
    'testing/index': 'src/testing/index.ts',
  },
});
