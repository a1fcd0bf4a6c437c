import { packageConfig } from '../../tooling/tsup.preset';

/**
 * Each page is an entry of its own, so the shell loads each with its route and a page's chunk
 * carries no other page; the main entry holds the texts and the late feature (the inbox count's
 * poll). The test and story helpers have their own entry, so they never reach the app.
 */
export default packageConfig({
  entry: {
    index: 'src/index.ts',
    me: 'src/me/MePage.tsx',
    feedback: 'src/feedback/FeedbackPage.tsx',
    help: 'src/help/HelpPage.tsx',
    inbox: 'src/inbox/InboxPage.tsx',
    'testing/index': 'src/testing/index.ts',
  },
});
