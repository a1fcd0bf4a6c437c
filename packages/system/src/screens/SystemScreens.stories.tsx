import type { Meta, StoryObj } from '@storybook/react-vite';
import { STORY_MAINTENANCE_END, STORY_MAINTENANCE_HTML, StoryStore } from '../story-helpers';
import type { SystemState } from '../system-slice';
import { SystemGate } from '../SystemGate';
import '../system.css';

interface DemoProps {
  system: Partial<SystemState>;
  withCustomerService?: boolean;
}

/** The gate as the shell mounts it, with the platform's status as the story sets it. */
function SystemScreenDemo({ system, withCustomerService = true }: DemoProps) {
  return (
    <StoryStore system={system} common={withCustomerService ? {} : { customerService: [] }}>
      <SystemGate>
        <p>The app would be here.</p>
      </SystemGate>
    </StoryStore>
  );
}

const meta = {
  title: 'System/Maintenance and access denied',
  component: SystemScreenDemo,
  parameters: { layout: 'fullscreen' },
  // A new store per story: the key changes with the arguments.
  render: (args, { id }) => <SystemScreenDemo key={id} {...args} />,
} satisfies Meta<typeof SystemScreenDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Translated title (and the English one below it in other languages), our default description, contact us. */
export const Maintenance: Story = {
  args: { system: { maintenance: true } },
};

/** The announced end, written the way the page language writes dates. */
export const MaintenanceWithEndTime: Story = {
  args: { system: { maintenance: true, maintenanceEnd: STORY_MAINTENANCE_END } },
};

/** The platform's description is HTML: sanitised, and its links open in a new tab. */
export const MaintenanceWithHtmlDescription: Story = {
  args: { system: { maintenance: true, maintenanceEnd: STORY_MAINTENANCE_END, maintenanceDesc: STORY_MAINTENANCE_HTML } },
};

/** Right to left, with the English title under the Urdu one. */
export const MaintenanceUrdu: Story = {
  args: { system: { maintenance: true, maintenanceEnd: STORY_MAINTENANCE_END, maintenanceDesc: STORY_MAINTENANCE_HTML } },
  globals: { language: 'UR' },
};

export const MaintenanceDark: Story = {
  args: { system: { maintenance: true, maintenanceEnd: STORY_MAINTENANCE_END } },
  globals: { theme: 'dark' },
};

/** Without customer-service entries the contact button is left out. */
export const MaintenanceWithoutCustomerService: Story = {
  args: { system: { maintenance: true }, withCustomerService: false },
};

/** The visitor's IP, the description and contact us; the body carries `error-limit` meanwhile. */
export const AccessDenied: Story = {
  args: { system: { regionRestriction: true, ip: '203.0.113.45' } },
};

/** In another language the English description follows the translated one. */
export const AccessDeniedUrdu: Story = {
  args: { system: { regionRestriction: true, ip: '203.0.113.45' } },
  globals: { language: 'UR' },
};

export const AccessDeniedChinese: Story = {
  args: { system: { regionRestriction: true, ip: '203.0.113.45' } },
  globals: { language: 'CN' },
};
