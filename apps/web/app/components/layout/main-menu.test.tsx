/**
 * The main menu of spec sections 2 and 4: the Menu button toggles the menu,
 * each group button its dropdown; a click or touch outside closes whatever is
 * open, and Escape closes it and gives focus back to the button that opened it.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MainMenu } from './main-menu';

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function Page() {
  return (
    <>
      <MainMenu />
      <p>Page text outside the menu</p>
      <button type="button">Outside button</button>
      <Location />
    </>
  );
}

function setup(path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [path] });
  const user = userEvent.setup({ delay: null });
  render(<RouterProvider router={router} />);
  const menuButton = screen.getByRole('button', { name: 'Menu' });
  const group = (name: string) => screen.getByRole('button', { name });
  return { user, router, menuButton, group };
}

function dropdownOf(button: HTMLElement): HTMLElement {
  const id = button.getAttribute('aria-controls');
  expect(id).toBeTruthy();
  const dropdown = document.getElementById(id!);
  expect(dropdown).not.toBeNull();
  return dropdown!;
}

describe('MainMenu', () => {
  it('lists the groups of the spec in order, Contact Us as a plain link', () => {
    setup();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const groups = within(nav)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(groups).toEqual(['About Us', 'Academics', 'Admissions', 'Campus Life', 'Infrastructure', 'Sports', 'Media']);
    expect(within(nav).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
  });

  it('toggles the menu with the Menu button', async () => {
    const { user, menuButton } = setup();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveAttribute('aria-controls', screen.getByRole('navigation', { name: 'Main' }).id);

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles a group dropdown with its button, and opens one group at a time', async () => {
    const { user, group } = setup();
    const about = group('About Us');
    const media = group('Media');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(within(dropdownOf(about)).getByRole('link', { name: 'Our School' })).toHaveAttribute('href', '/our-school');

    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');

    await user.click(media);
    expect(media).toHaveAttribute('aria-expanded', 'true');
    expect(about).toHaveAttribute('aria-expanded', 'false');

    await user.click(media);
    expect(media).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows nested groups, the disclosure’s page and PDF links in the Academics dropdown', () => {
    const { group } = setup();
    const dropdown = dropdownOf(group('Academics'));
    expect(within(dropdown).getByText('Curriculum')).toBeInTheDocument();
    expect(within(dropdown).getByText('Mandatory Public Disclosure')).toBeInTheDocument();
    const disclosure = within(dropdown).getByRole('link', { name: 'CBSE Mandatory Disclosure' });
    expect(disclosure).toHaveAttribute('href', '/mandatory-public-disclosure');
    expect(disclosure).not.toHaveAttribute('target');
    const certificate = within(dropdown).getByRole('link', { name: /Fire Safety Certificate/ });
    expect(certificate).toHaveAttribute('target', '_blank');
    expect(certificate).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dropdown).getByRole('link', { name: 'Faculty' })).toHaveAttribute('href', '/faculty');
  });

  it('closes the menu and the open group on a pointer down outside', async () => {
    const { user, menuButton, group } = setup();
    await user.click(menuButton);
    await user.click(group('Sports'));
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(group('Sports')).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByText('Page text outside the menu'));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(group('Sports')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a touch outside too (pointerdown of any pointer type)', async () => {
    const { user, group } = setup();
    await user.click(group('Media'));
    expect(group('Media')).toHaveAttribute('aria-expanded', 'true');

    fireEvent.pointerDown(screen.getByRole('button', { name: 'Outside button' }), { pointerType: 'touch' });
    expect(group('Media')).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open on a pointer down inside the menu', async () => {
    const { user, menuButton, group } = setup();
    await user.click(menuButton);
    await user.click(group('Admissions'));

    fireEvent.pointerDown(dropdownOf(group('Admissions')));
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(group('Admissions')).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the open group on Escape and returns focus to its button, then closes the menu', async () => {
    const { user, menuButton, group } = setup();
    await user.click(menuButton);
    await user.click(group('About Us'));
    // Move focus into the dropdown, as a keyboard user would.
    const link = within(dropdownOf(group('About Us'))).getByRole('link', { name: 'Society' });
    act(() => link.focus());
    expect(link).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(group('About Us')).toHaveAttribute('aria-expanded', 'false');
    expect(group('About Us')).toHaveFocus();
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('closes a group on Escape when only the group is open (wide screens)', async () => {
    const { user, menuButton, group } = setup();
    await user.click(group('Infrastructure'));
    act(() => screen.getByRole('button', { name: 'Outside button' }).focus());

    await user.keyboard('{Escape}');
    expect(group('Infrastructure')).toHaveAttribute('aria-expanded', 'false');
    expect(group('Infrastructure')).toHaveFocus();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes everything when a page link is followed', async () => {
    const { user, menuButton, group } = setup();
    await user.click(menuButton);
    await user.click(group('Campus Life'));
    await user.click(within(dropdownOf(group('Campus Life'))).getByRole('link', { name: 'NCC' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/ncc');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(group('Campus Life')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes what was open when the page changes by other means', async () => {
    const { user, router, group } = setup();
    await user.click(group('Media'));
    await act(() => router.navigate('/gallery'));
    expect(group('Media')).toHaveAttribute('aria-expanded', 'false');
  });
});
