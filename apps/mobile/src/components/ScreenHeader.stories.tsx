import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTexts } from '@lotto/i18n';
import { SHELL_NAMESPACE, type ShellTextKey } from '../locales';
import { ShellStory } from '../testing/ShellStory';
import { ScreenHeader } from './ScreenHeader';
import '../styles/app.css';

/** The title bar with one of the shell's page titles, in the story's language. */
function ScreenHeaderDemo({ titleKey }: { titleKey: ShellTextKey }) {
  const { t } = useTexts(SHELL_NAMESPACE);
  return (
    <ShellStory path="/m/member/home">
      <div style={{ maxInlineSize: 420 }}>
        <ScreenHeader title={t(titleKey)} />
      </div>
    </ShellStory>
  );
}

const meta = {
  title: 'Shell/Screen header',
  component: ScreenHeaderDemo,
  parameters: { layout: 'fullscreen' },
  args: { titleKey: 'title.memberHome' },
} satisfies Meta<typeof ScreenHeaderDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A back arrow home (named "Back") and the page's heading. */
export const Default: Story = {};

/** A long title wraps under itself, the arrow stays at the start. */
export const LongTitle: Story = { args: { titleKey: 'title.activityNoviceTask' }, globals: { language: 'TA' } };

/** Right to left: the arrow is mirrored and at the right. */
export const Urdu: Story = { globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' } };
