import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';
import { storySamples } from './story-samples';

function AllButtons({ language }: { language: unknown }) {
  const s = storySamples(language);
  return (
    <div style={{ display: 'grid', gap: 12, maxInlineSize: 360 }}>
      <Button>{s.login}</Button>
      <Button variant="secondary">{s.register}</Button>
      <Button variant="text">{s.forgot}</Button>
      <Button busy>{s.login}</Button>
      <Button disabled>{s.login}</Button>
      <Button fullWidth>{s.login}</Button>
    </div>
  );
}

const meta = {
  title: 'UI/Button',
  tags: ['autodocs'],
  component: Button,
  args: { children: 'Log in', variant: 'primary', busy: false, fullWidth: false, disabled: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'text'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Register' } };
export const Text: Story = { args: { variant: 'text', children: 'Forgot password?' } };
/** `aria-busy`, a spinner, and presses ignored so a form is not sent twice. */
export const Busy: Story = { args: { busy: true } };
export const Disabled: Story = { args: { disabled: true } };
export const FullWidth: Story = { args: { fullWidth: true } };

export const AllVariants: Story = {
  render: (_args, { globals }) => <AllButtons language={globals.language} />,
};

export const Dark: Story = {
  render: (_args, { globals }) => <AllButtons language={globals.language} />,
  globals: { theme: 'dark' },
};

export const Urdu: Story = {
  render: (_args, { globals }) => <AllButtons language={globals.language} />,
  globals: { language: 'UR' },
};
