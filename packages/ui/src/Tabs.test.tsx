import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './Tabs';

const tabs: TabItem[] = [
  { id: 'lottery', label: 'Lottery', content: 'Lottery games' },
  { id: 'slots', label: 'Slots', content: 'Slot games' },
  { id: 'live', label: 'Live', content: 'Live casino', disabled: true },
  { id: 'sports', label: 'Sports', content: 'Sports betting' },
];

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('wires tablist, tabs and panels', () => {
    render(<Tabs tabs={tabs} label="Games" />);
    expect(screen.getByRole('tablist', { name: 'Games' })).toBeInTheDocument();
    expect(tab('Lottery')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Slots')).toHaveAttribute('aria-selected', 'false');

    const panel = screen.getByRole('tabpanel', { name: 'Lottery' });
    expect(panel).toHaveTextContent('Lottery games');
    expect(tab('Lottery')).toHaveAttribute('aria-controls', panel.id);
  });

  it('follows a list that grows until the player chooses, then keeps the choice while it is offered', async () => {
    const later = tabs.slice(1);
    const { rerender } = render(<Tabs tabs={later} label="Games" />);
    expect(tab('Slots')).toHaveAttribute('aria-selected', 'true');
    // The settings arrive: the list now starts with another tab, which the player never passed over.
    rerender(<Tabs tabs={tabs} label="Games" />);
    expect(tab('Lottery')).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(tab('Sports'));
    rerender(<Tabs tabs={[...tabs]} label="Games" />);
    expect(tab('Sports')).toHaveAttribute('aria-selected', 'true');
    // A chosen tab taken away gives way to the first one offered.
    rerender(<Tabs tabs={tabs.slice(0, 2)} label="Games" />);
    expect(tab('Lottery')).toHaveAttribute('aria-selected', 'true');
  });

  it('has one tab stop: the selected tab', () => {
    render(<Tabs tabs={tabs} defaultValue="slots" />);
    expect(tab('Slots')).toHaveAttribute('tabindex', '0');
    for (const name of ['Lottery', 'Live', 'Sports']) expect(tab(name)).toHaveAttribute('tabindex', '-1');
  });

  it('moves and selects with the arrow keys, skipping disabled tabs and wrapping', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Tabs tabs={tabs} onValueChange={onValueChange} />);
    await user.click(tab('Lottery'));

    await user.keyboard('{ArrowRight}');
    expect(tab('Slots')).toHaveFocus();
    expect(tab('Slots')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Slot games');

    await user.keyboard('{ArrowRight}');
    expect(tab('Sports')).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(tab('Lottery')).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(tab('Sports')).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('sports');
  });

  it('jumps to the first and last tab with Home and End', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={tabs} defaultValue="slots" />);
    await user.click(tab('Slots'));
    await user.keyboard('{End}');
    expect(tab('Sports')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Lottery')).toHaveFocus();
  });

  it('reverses the arrow keys right to left', async () => {
    const user = userEvent.setup();
    render(
      <div dir="rtl">
        <Tabs tabs={tabs} />
      </div>,
    );
    await user.click(tab('Lottery'));
    await user.keyboard('{ArrowLeft}');
    expect(tab('Slots')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Lottery')).toHaveFocus();
  });

  it('reads right to left from the document too', async () => {
    const user = userEvent.setup();
    document.documentElement.dir = 'rtl';
    try {
      render(<Tabs tabs={tabs} />);
      await user.click(tab('Lottery'));
      await user.keyboard('{ArrowLeft}');
      expect(tab('Slots')).toHaveFocus();
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  it('with manual activation, moves focus only and selects on Enter', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={tabs} activation="manual" />);
    await user.click(tab('Lottery'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Slots')).toHaveFocus();
    expect(tab('Lottery')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(tab('Slots')).toHaveAttribute('aria-selected', 'true');
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = render(<Tabs tabs={tabs} value="lottery" onValueChange={onValueChange} />);
    await user.click(tab('Slots'));
    expect(onValueChange).toHaveBeenCalledWith('slots');
    expect(tab('Lottery')).toHaveAttribute('aria-selected', 'true');
    rerender(<Tabs tabs={tabs} value="slots" onValueChange={onValueChange} />);
    expect(tab('Slots')).toHaveAttribute('aria-selected', 'true');
  });

  it('ignores a click on a disabled tab', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={tabs} />);
    await user.click(tab('Live'));
    expect(tab('Lottery')).toHaveAttribute('aria-selected', 'true');
  });
});
