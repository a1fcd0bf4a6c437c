import type { Meta, StoryObj } from '@storybook/react-vite';
import { storySamples } from './story-samples';
import { Tabs, type TabItem } from './Tabs';

interface DemoProps {
  language: unknown;
  withDisabled?: boolean;
  many?: boolean;
  activation?: 'automatic' | 'manual';
}

function TabsDemo({ language, withDisabled = false, many = false, activation }: DemoProps) {
  const s = storySamples(language);
  const labels = many ? [...s.tabs, ...s.tabs.map((label) => `${label} 2`)] : s.tabs;
  const tabs: TabItem[] = labels.map((label, index) => ({
    id: `tab-${index}`,
    label,
    content: `${s.tabContent}: ${label}`,
    disabled: withDisabled && index === 2,
  }));
  return <Tabs tabs={tabs} label={s.tabContent} activation={activation} />;
}

const meta = {
  title: 'UI/Tabs',
  tags: ['autodocs'],
  component: TabsDemo,
  args: { language: 'EN' },
  argTypes: { language: { table: { disable: true } } },
  render: (args, { globals }) => <TabsDemo {...args} language={globals.language} />,
} satisfies Meta<typeof TabsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move and select, Home and End jump; one tab stop. */
export const Default: Story = {};

/** The third tab is disabled and skipped by the arrow keys. */
export const WithDisabledTab: Story = { args: { withDisabled: true } };

/** More tabs than fit: the list scrolls sideways. */
export const ManyTabs: Story = { args: { many: true } };

/** Arrows move focus only; Enter or Space selects. */
export const ManualActivation: Story = { args: { activation: 'manual' } };

export const Dark: Story = { args: { withDisabled: true }, globals: { theme: 'dark' } };

/** Right to left: the first tab is on the right and ArrowLeft moves to the next one. */
export const Urdu: Story = { args: { withDisabled: true }, globals: { language: 'UR' } };
