import type { Meta, StoryObj } from '@storybook/react-vite';
import { DomainErrorModal } from './DomainErrorModal';
import { StoryStore } from './story-helpers';
import './system.css';

interface DemoProps {
  message?: string;
  withCustomerService?: boolean;
}

/** The modal as the shell mounts it, with a domain error already raised. Retry closes it (the story has no platform). */
function DomainErrorDemo({ message, withCustomerService = true }: DemoProps) {
  return (
    <StoryStore feedback={{ domainError: { message } }} common={withCustomerService ? {} : { customerService: [] }}>
      <DomainErrorModal />
    </StoryStore>
  );
}

const meta = {
  title: 'System/Domain error modal',
  component: DomainErrorDemo,
  parameters: { layout: 'fullscreen' },
  render: (args, { id }) => <DomainErrorDemo key={id} {...args} />,
} satisfies Meta<typeof DomainErrorDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Titled "Notice", the server's message, customer services and retry. */
export const WithCustomerService: Story = {
  args: { message: 'Domain not available' },
};

/** No customer-service entries: only retry. */
export const WithoutCustomerService: Story = {
  args: { message: 'Domain not available', withCustomerService: false },
};

/** No message from the server: "Error". */
export const WithoutMessage: Story = {};

export const Urdu: Story = {
  args: { message: 'Domain not available' },
  globals: { language: 'UR' },
};
