import type { Meta, StoryObj } from '@storybook/react-vite';
import demo from '../../merchants/demo';
import demo2 from '../../merchants/demo2';
import { LanguageSwitcher } from './LanguageSwitcher';
import '../styles/app.css';

const meta = {
  title: 'Shell/Language switcher',
  component: LanguageSwitcher,
  decorators: [
    (Story) => (
      <footer className="shell-home__footer" style={{ maxInlineSize: 420 }}>
        <Story />
      </footer>
    ),
  ],
  args: { languages: demo.languages },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo merchant's twenty languages, each named in itself; the phone's own picker opens on a tap. */
export const AllLanguages: Story = {};

/** demo2's three (Tiếng Việt, English, 简体中文). */
export const FewLanguages: Story = { args: { languages: demo2.languages } };

export const Urdu: Story = { globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' } };
