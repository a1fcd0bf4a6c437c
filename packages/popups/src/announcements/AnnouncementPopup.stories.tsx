import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_POPUPS } from '../story-samples';
import { AnnouncementPopup } from './AnnouncementPopup';
import '../popups.css';

const meta = {
  title: 'Popups/Announcement popup',
  component: AnnouncementPopup,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    items: SAMPLE_POPUPS,
    goTo: { memberType: 0, vipBenefitsShown: true, hasAppDownload: false },
    onClose: () => undefined,
    onNavigate: () => undefined,
    onOpenOutside: () => undefined,
  },
} satisfies Meta<typeof AnnouncementPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A member's list: the second slide is a promotion with 'go to activity' and 'got it'. A list
 * without forcePopup offers "do not show this popup again".
 */
export const Member: Story = {};

/** A forcePopup list: the checkbox offers "do not show today" instead. */
export const ForcePopup: Story = { args: { items: SAMPLE_POPUPS.map((item) => ({ ...item, forcePopup: true })) } };

/**
 * A promotion first, in Tamil: 200 ms in, the go-to label's size is computed and it shrinks to
 * its half of the row (and wraps where shrinking would make it too small to read).
 */
export const GoToLongLabel: Story = { args: { items: [...SAMPLE_POPUPS].reverse() }, globals: { language: 'TA' } };

/** The same, in Malay: a label that fits its half keeps its size. */
export const GoToShortLabel: Story = { args: { items: [...SAMPLE_POPUPS].reverse() }, globals: { language: 'MS' } };

/** A visitor (type -1): promotion slides offer 'got it' only. */
export const Visitor: Story = { args: { goTo: { memberType: -1, vipBenefitsShown: false, hasAppDownload: false } } };

/** One item: no pager. */
export const Single: Story = { args: { items: SAMPLE_POPUPS.slice(0, 1) } };

/** forceRead: the close control waits until every slide was seen, and says so. */
export const MustRead: Story = { args: { items: SAMPLE_POPUPS.map((item) => ({ ...item, forceRead: true })) } };

export const Urdu: Story = { globals: { language: 'UR' } };

export const Dark: Story = { globals: { theme: 'dark' } };
