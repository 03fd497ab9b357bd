/**
 * The header search of spec section 2: a box with a dropdown of every page,
 * filtered as the visitor types; choosing an option opens its page.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { SearchFrame } from '../../../test/search-frame';
import { searchEntries } from './site-search-entries';

function setup(path = '/') {
  const user = userEvent.setup({ delay: null });
  render(<SearchFrame initialEntries={[path]} />);
  const input = screen.getByRole('combobox', { name: 'Search the site' });
  const listbox = () => screen.getByRole('listbox', { hidden: true });
  const options = () => within(listbox()).queryAllByRole('option');
  const location = () => screen.getByTestId('location').textContent;
  return { user, input, listbox, options, location };
}

describe('SiteSearch', () => {
  // The combobox is fetched when the box is first used (site-search.lazy.test.tsx covers that moment);
  // here its module is already compiled, as it is a moment after a visitor reaches for the box.
  beforeAll(async () => {
    await import('./site-search-combobox');
  });

  it('is a labelled combobox whose list starts closed', async () => {
    const { input, options } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(options()).toHaveLength(0);
  });

  it('lists every searchable page when opened with an empty box', async () => {
    const { user, input, options } = setup();
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(options()).toHaveLength(searchEntries.length);
  });

  it('filters the options as the visitor types, case-insensitively', async () => {
    const { user, input, options } = setup();
    await user.type(input, 'faq');
    const found = options();
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((option) => option.textContent)).toContainEqual(expect.stringContaining('/FAQ'));
    for (const option of found) expect(option.textContent?.toLowerCase()).toContain('faq');

    await user.clear(input);
    await user.type(input, 'NCC');
    expect(options().map((option) => option.textContent)).toEqual([expect.stringContaining('/ncc')]);
  });

  it('narrows the list as more is typed', async () => {
    const { user, input, options } = setup();
    await user.type(input, 'g');
    const wide = options().length;
    await user.type(input, 'allery');
    const narrow = options();
    expect(narrow.length).toBeGreaterThan(0);
    expect(narrow.length).toBeLessThan(wide);
    for (const option of narrow) expect(option.textContent?.toLowerCase()).toContain('gallery');
  });

  it('says so when no page matches', async () => {
    const { user, input, options, listbox } = setup();
    await user.type(input, 'zzzz-no-such-page');
    expect(options()).toHaveLength(0);
    expect(within(listbox()).getByText('No page matches')).toBeInTheDocument();
  });

  it('opens the highlighted page on ArrowDown and Enter', async () => {
    const { user, input, location } = setup();
    expect(location()).toBe('/');
    await user.type(input, 'ncc');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(location()).toBe('/ncc');
    // The box is ready for the next search.
    expect(input).toHaveValue('');
  });

  it('walks down the filtered list with ArrowDown', async () => {
    const { user, input, options, location } = setup();
    await user.type(input, 'message');
    const hrefs = options().map((option) => option.textContent ?? '');
    expect(hrefs.length).toBeGreaterThan(1);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(hrefs[1]).toContain(location());
    expect(location()).toMatch(/message$/);
  });

  it('opens a page when its option is clicked', async () => {
    const { user, input, location } = setup('/contact-us');
    await user.type(input, 'holiday');
    await user.click(screen.getByRole('option', { name: /Holiday List/ }));
    expect(location()).toBe('/holiday-list');
  });

  it('sends the words typed to the site search on Enter when no page is chosen, and closes the list', async () => {
    const { user, input, location } = setup('/faculty');
    await user.type(input, '  fee structure ');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/search?q=fee+structure');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('is a search landmark whose form sends the words as q without JavaScript', () => {
    const { input } = setup();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toContainElement(input);
    expect(input).toHaveAttribute('name', 'q');
  });

  it('closes the list on Escape without navigating', async () => {
    const { user, input, options, location } = setup('/faculty');
    await user.type(input, 'ncc');
    expect(options().length).toBeGreaterThan(0);
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(location()).toBe('/faculty');
  });
});
