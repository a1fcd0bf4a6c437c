import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTexts } from '@lotto/i18n';
import { SHELL_NAMESPACE, type ShellTextKey } from '../locales';
import { ShellStory } from '../testing/ShellStory';
import { TitledPage } from './TitledPage';
import '../styles/app.css';

/** A feature's screen under the shell's title bar; here the note a page whose chunk failed shows. */
function TitledPageDemo({ titleKey }: { titleKey: ShellTextKey }) {
  const { t } = useTexts(SHELL_NAMESPACE);
  return (
    <ShellStory path="/m/inviteFriends">
      <div style={{ maxInlineSize: 420 }}>
        <TitledPage titleKey={titleKey}>
          <p className="shell-page__note">{t('page.loadFailed')}</p>
        </TitledPage>
      </div>
    </ShellStory>
  );
}

const meta = {
  title: 'Shell/Titled page',
  component: TitledPageDemo,
  parameters: { layout: 'fullscreen' },
  args: { titleKey: 'title.inviteFriends' },
} satisfies Meta<typeof TitledPageDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Urdu: Story = { globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' } };
