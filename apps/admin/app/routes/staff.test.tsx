import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffAccount } from '@school/shared/console-source';
import { fakeContext, fakeSource } from '../../test/fake-console';
import * as screenModule from './staff';

const ok = <T,>(value: T) => ({ ok: true as const, value });

const colleague: StaffAccount = {
  id: 'u2',
  name: 'Meera Iyer',
  email: 'meera.iyer@example.org',
  role: 'editor',
  disabled: false,
  twoFactorEnabled: false,
};

function renderStaff(account: StaffAccount = colleague) {
  const source = fakeSource('admin', {
    staffAccounts: vi.fn(async () => ok([account])),
    resetTwoFactor: vi.fn(async () => ok(undefined)),
    resetPassword: vi.fn(async () => ok({ password: 'tulip-river-42-window' })),
    setDisabled: vi.fn(async () => ok(undefined)),
  });
  const Stub = createRoutesStub(
    [
      {
        path: '/staff',
        Component: screenModule.default as never,
        loader: screenModule.loader as never,
        action: screenModule.action as never,
        ErrorBoundary: screenModule.ErrorBoundary,
        HydrateFallback: () => null,
      },
    ],
    fakeContext(source),
  );
  render(<Stub initialEntries={['/staff']} />);
  return source;
}

/** The person's row: their name is the row's first paragraph (the buttons name them too, in hidden words). */
const row = async () => (await screen.findByText('Meera Iyer', { selector: 'p' })).closest('li')!;

afterEach(() => vi.unstubAllGlobals());

describe('the Staff screen', () => {
  it('asks before resetting a password, and shows the new one in the person’s own row, focused', async () => {
    const source = renderStaff();
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    const reset = within(await row()).getByRole('button', { name: 'Reset password of Meera Iyer' });

    await userEvent.click(reset);
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Make a new password for Meera Iyer?'));
    expect(source.resetPassword).not.toHaveBeenCalled();

    await userEvent.click(reset);
    const note = await within(await row()).findByRole('status');
    expect(note).toHaveTextContent('tulip-river-42-window');
    expect(note).toHaveTextContent('meera.iyer@example.org');
    expect(note).toHaveFocus();
    expect(source.resetPassword).toHaveBeenCalledWith('u2');
  });

  it('asks before disabling an account, and changes nothing when the answer is no', async () => {
    const source = renderStaff();
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    await userEvent.click(within(await row()).getByRole('button', { name: 'Disable Meera Iyer' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Disable Meera Iyer’s account?'));
    expect(source.setDisabled).not.toHaveBeenCalled();
  });

  it('does not offer to turn off two-factor sign-in for an account without it', async () => {
    renderStaff();
    expect(within(await row()).queryByRole('button', { name: /Turn off two-factor/ })).toBeNull();
  });

  it('turns off two-factor sign-in for a colleague who lost their phone, once confirmed', async () => {
    const source = renderStaff({ ...colleague, twoFactorEnabled: true });
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    const button = within(await row()).getByRole('button', { name: 'Turn off two-factor sign-in for Meera Iyer' });

    await userEvent.click(button);
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('lost the phone'));
    expect(source.resetTwoFactor).not.toHaveBeenCalled();

    await userEvent.click(button);
    expect(await screen.findByText(/Two-factor sign-in is off for that account/)).toBeVisible();
    expect(source.resetTwoFactor).toHaveBeenCalledWith('u2');
  });
});
