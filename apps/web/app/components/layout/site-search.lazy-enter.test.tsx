/**
 * Enter on a page of the header search's list, pressed before the list has arrived (a fast thumb, a slow network):
 * the page opens once the list is there, as it would have at once. Its own copy of the modules, as in
 * site-search.lazy.test.tsx, with the list's download held open by a gate.
 */
import { render, screen, waitFor } from '@testing-library/react';
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

vi.mock('./site-search-entries', async (importOriginal) => {
  download.started = true;
  await download.gate;
  return importOriginal();
});

describe('SiteSearch before the combobox has arrived', () => {
  it('opens the page highlighted when Enter was pressed on it, once the list is there', async () => {
    const user = userEvent.setup({ delay: null });
    render(<SearchFrame initialEntries={['/our-school']} />);
    const input = screen.getByRole('combobox', { name: 'Search the site' });
    await user.click(input);
    await waitFor(() => expect(download.started).toBe(true));

    await user.keyboard('holiday{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/our-school');

    download.finish();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/holiday-list'));
    expect(input).toHaveValue('');
  });
});
