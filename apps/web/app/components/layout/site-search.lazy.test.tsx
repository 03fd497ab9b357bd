/**
 * The header search's combobox and page list stay out of the first load: they
 * are fetched when the visitor reaches for the box. This file holds its own
 * copy of the modules, so the fetch happens here, held open by a gate, while
 * the visitor is already typing.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchFrame } from '../../../test/search-frame';

const download = vi.hoisted(() => {
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { started: false, gate, finish: () => open() };
});

// The page list is imported by the lazily loaded combobox alone: its factory
// running is the download starting, and it finishes when the test says so.
vi.mock('./site-search-entries', async (importOriginal) => {
  download.started = true;
  await download.gate;
  return importOriginal();
});

describe('SiteSearch before the combobox has arrived', () => {
  it('fetches the page list on focus, and keeps what is typed meanwhile in the same box', async () => {
    const user = userEvent.setup({ delay: null });
    render(<SearchFrame initialEntries={['/our-school']} />);
    const input = screen.getByRole('combobox', { name: 'Search the site' });
    const listbox = screen.getByRole('listbox', { hidden: true });
    // The closed combobox is complete from the start: labelled, pointing at its listbox.
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(download.started).toBe(false);

    // Keyboard focus alone starts the download...
    await user.tab();
    expect(input).toHaveFocus();
    await waitFor(() => expect(download.started).toBe(true));

    // ...and the visitor types and walks down the list before it has arrived.
    await user.keyboard('faq{ArrowDown}');
    expect(input).toHaveValue('faq');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    download.finish();
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    // Same element, still focused, text intact, filtered, and the first option highlighted by that ArrowDown.
    expect(screen.getByRole('combobox', { name: 'Search the site' })).toBe(input);
    expect(input).toHaveFocus();
    expect(input).toHaveValue('faq');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    for (const option of options) expect(option.textContent?.toLowerCase()).toContain('faq');
    expect(options[0]).toHaveTextContent('/FAQ');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);

    // From here on it is the downshift combobox: typing filters, Enter opens the page.
    await user.keyboard('{Backspace}{Backspace}{Backspace}ncc');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/ncc');
    expect(input).toHaveValue('');
  });
});
