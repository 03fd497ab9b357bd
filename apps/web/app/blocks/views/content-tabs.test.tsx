/** The page tabs (`:::tab` sections) follow the ARIA tabs pattern: one tab stop, arrow keys, Home and End. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContentTabs } from './content-tabs';

const tabs = ['Admissions', 'Fees', 'Transport'].map((label) => ({
  kind: 'tab' as const,
  label,
  blocks: [{ kind: 'html' as const, html: `<p>About ${label.toLowerCase()}</p>` }],
}));

function setup() {
  // HTML blocks turn their links into router links.
  render(
    <MemoryRouter>
      <ContentTabs tabs={tabs} />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), tab: (name: string) => screen.getByRole('tab', { name }) };
}

describe('page tabs', () => {
  it('shows the first tab’s panel, named by its tab, and only that one has content', () => {
    const { tab } = setup();
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Admissions');
    expect(tab('Admissions')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('About admissions');
    expect(screen.queryByText('About fees')).toBeNull();
  });

  it('is one tab stop: only the selected tab can be reached with Tab', async () => {
    const { user, tab } = setup();
    await user.tab();
    expect(tab('Admissions')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('moves and shows with the arrow keys, wrapping round, and with Home and End', async () => {
    const { user, tab } = setup();
    tab('Admissions').focus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Transport')).toHaveFocus();
    expect(tab('Transport')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('About transport');
    await user.keyboard('{ArrowRight}');
    expect(tab('Admissions')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Transport')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Admissions')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Transport')).toHaveAttribute('tabindex', '-1');
  });

  it('shows a tab that is clicked', async () => {
    const { user, tab } = setup();
    await user.click(tab('Fees'));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('About fees');
  });
});
