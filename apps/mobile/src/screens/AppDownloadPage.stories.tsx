import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShellStory } from '../testing/ShellStory';
import { VISITOR_ANSWERS } from '../testing/story-answers';
import { AppDownloadPage } from './AppDownloadPage';
import '../styles/app.css';

/** /m/appDownload in a desktop browser: the shell's title bar over the install package's page (its phone states are in Install/App download page). */
function AppDownloadDemo() {
  return (
    <ShellStory answers={VISITOR_ANSWERS} path="/m/appDownload">
      <div style={{ maxInlineSize: 420, marginInline: 'auto' }}>
        <AppDownloadPage />
      </div>
    </ShellStory>
  );
}

const meta = {
  title: 'Shell/Screens/App download',
  component: AppDownloadDemo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppDownloadDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InBrowser: Story = {};

export const Urdu: Story = { globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' } };
