import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createRoutesStub, type AppLoadContext } from 'react-router';
import { consoleMessages } from '@school/shared/console-messages';
import { fakeContext } from '../../test/fake-console';
import * as signIn from './sign-in';

function renderSignIn(context: AppLoadContext, path = '/sign-in') {
  const Stub = createRoutesStub(
    [
      {
        path: '/sign-in',
        Component: signIn.default as never,
        loader: signIn.loader as never,
        action: signIn.action as never,
        HydrateFallback: () => null,
      },
    ],
    context,
  );
  render(<Stub initialEntries={[path]} />);
}

async function fillIn(email = 'editor@school.example.org', password = 'not-the-password') {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in page', () => {
  it('shows the server’s one message when the email or password is wrong, and keeps the email', async () => {
    const context = fakeContext();
    renderSignIn(context);
    await fillIn();
    expect(
      await screen.findByText('The email address or password is not right. Check them and try again.'),
    ).toHaveAttribute('role', 'alert');
    expect(context.signIn).toHaveBeenCalledWith({
      email: 'editor@school.example.org',
      password: 'not-the-password',
    });
    expect(screen.getByLabelText('Email')).toHaveValue('editor@school.example.org');
  });

  it('shows the lock message that says when to try again', async () => {
    const message = 'Too many failed attempts. For your safety, signing in is paused. Try again after 14:05.';
    renderSignIn(
      fakeContext(undefined, { signIn: vi.fn(async () => ({ ok: false as const, status: 429 as const, message })) }),
    );
    await fillIn();
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
  });

  it('asks for a Code when two-factor sign-in is on, and sends it to be checked', async () => {
    const context = fakeContext(undefined, {
      signIn: vi.fn(async () => ({ ok: true as const, value: { headers: new Headers(), codeRequired: true } })),
      // As the server refuses a wrong code: the same message for the form and for the Code field.
      verifySignInCode: vi.fn(async () => ({
        ok: false as const,
        status: 401 as const,
        message: consoleMessages.codeFailed,
        fieldErrors: { code: consoleMessages.codeFailed },
      })),
    });
    renderSignIn(context);
    await fillIn('editor@school.example.org', 'the-right-password');
    const code = await screen.findByLabelText('Code');
    expect(code).toHaveFocus();
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    // Said once, under the Code field, which keeps the focus so that it is read out.
    await waitFor(() => expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(consoleMessages.codeFailed));
    expect(screen.getAllByText(consoleMessages.codeFailed)).toHaveLength(1);
    expect(screen.getByLabelText('Code')).toHaveFocus();
    expect(context.verifySignInCode).toHaveBeenCalledWith({ code: '123456' });
  });

  it('says where the console is when it was opened at another address, whose forms would be refused', async () => {
    renderSignIn(
      fakeContext(undefined, { address: 'https://school.example.org/admin', origins: ['https://school.example.org'] }),
    );
    const notice = await screen.findByText(/This console is at/);
    expect(notice).toHaveTextContent(
      `Open it there to sign in: a form sent from ${window.location.origin} is refused.`,
    );
    expect(screen.getByRole('link', { name: 'https://school.example.org/admin' })).toHaveAttribute(
      'href',
      'https://school.example.org/admin',
    );
  });

  it('says nothing of the address when the console was opened at its own', async () => {
    renderSignIn(fakeContext(undefined, { origins: [window.location.origin] }));
    await screen.findByLabelText('Email');
    expect(screen.queryByText(/This console is at/)).not.toBeInTheDocument();
  });

  it('checks the form before it is sent', async () => {
    const context = fakeContext();
    renderSignIn(context);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your password.')).toBeVisible();
    expect(context.signIn).not.toHaveBeenCalled();
  });
});
