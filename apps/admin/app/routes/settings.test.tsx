import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ConsoleSource, SavedProfile } from '@school/shared/console-source';
import { consoleMessages } from '@school/shared/console-messages';
import { logoMessages, logoUploadRoute } from '@school/shared/school-logo';
import { fakeContext, fakeSource } from '../../test/fake-console';
import * as settings from './settings';

const profile = {
  name: 'Riverside Public School',
  shortName: 'RPS',
  campus: '',
  city: 'Pune',
  founded: 1998,
  affiliationNumber: '1130456',
  cbseSchoolCode: '30456',
  phone: '+91 20 2555 0101',
  email: 'office@riverside.example.org',
  admissionsEmail: '',
  careersEmail: '',
  accountsEmail: '',
  transportEmail: '',
  portalHelpEmail: '',
  street: '12 Ganesh Khind Road',
  cityLine: 'Pune, Maharashtra 411007',
  mapUrl: '',
  portalUrl: '',
  alumniUrl: '',
  modelUnUrl: '',
  instagramUrl: '',
  erpVendor: '',
  erpAppsUrl: '',
  busTrackingAppUrl: '',
  societyName: '',
  promoterName: '',
  proViceChairman: '',
  helpDesk: '',
};

const saved = (version: number, changes: Partial<typeof profile> = {}): SavedProfile => ({
  profile: { ...profile, ...changes },
  version,
  updatedAt: '2026-11-28T04:30:00.000Z',
  updatedBy: 'Meera Iyer',
});

function renderSettings(overrides: Partial<ConsoleSource> = {}, entry = '/settings') {
  const source = fakeSource('admin', {
    settings: vi.fn(async () => ({ ok: true as const, value: { requireTwoFactor: false } })),
    schoolProfile: vi.fn(async () => ({ ok: true as const, value: saved(3) })),
    ...overrides,
  });
  const Stub = createRoutesStub(
    [
      {
        path: '/settings',
        Component: settings.default as never,
        loader: settings.loader as never,
        action: settings.action as never,
        ErrorBoundary: settings.ErrorBoundary,
        HydrateFallback: () => null,
      },
    ],
    fakeContext(source),
  );
  render(<Stub initialEntries={[entry]} />);
  return source;
}

const profileSection = () => screen.findByRole('region', { name: 'School profile' });

describe('the school profile in Settings', () => {
  it('shows the saved profile in fields named by their meaning, and who saved it last', async () => {
    renderSettings();
    const section = await profileSection();
    expect(within(section).getByRole('textbox', { name: 'Name' })).toHaveValue('Riverside Public School');
    expect(within(section).getByRole('textbox', { name: 'Phone' })).toHaveValue('+91 20 2555 0101');
    expect(within(section).getByRole('textbox', { name: /^Email/ })).toHaveValue('office@riverside.example.org');
    expect(within(section).getByRole('textbox', { name: /^Address/ })).toHaveValue('12 Ganesh Khind Road');
    expect(within(section).getByRole('textbox', { name: 'Year founded' })).toHaveValue('1998');
    expect(within(section).getByRole('group', { name: 'Contact' })).toBeVisible();
    expect(section).toHaveTextContent('Last saved by Meera Iyer on 28 Nov 2026, 10:00');
  });

  it('saves the form with the version it was opened at, and says it is saved', async () => {
    const saveSchoolProfile = vi.fn(async (_form: Record<string, string>, _version: number) => ({
      ok: true as const,
      value: saved(4, { phone: '+91 20 2555 0199' }),
    }));
    renderSettings({ saveSchoolProfile });
    const section = await profileSection();
    const phone = within(section).getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+91 20 2555 0199');
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The school profile is saved. Every page of the site shows it now.')).toBeVisible();
    expect(saveSchoolProfile).toHaveBeenCalledWith(
      expect.objectContaining({ phone: '+91 20 2555 0199', founded: '1998' }),
      3,
    );
    expect(saveSchoolProfile.mock.calls[0]![0]).not.toHaveProperty('intent');
    expect(saveSchoolProfile.mock.calls[0]![0]).not.toHaveProperty('version');
  });

  it("shows the server's refusal above the profile, keeps what was typed, and leaves the other form alone", async () => {
    const saveSchoolProfile = vi.fn(async () => ({
      ok: false as const,
      status: 409 as const,
      message: consoleMessages.profileConflict,
    }));
    renderSettings({ saveSchoolProfile });
    const section = await profileSection();
    const city = within(section).getByRole('textbox', { name: /^City/ });
    await userEvent.clear(city);
    await userEvent.type(city, 'Pimpri');
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));

    expect(await within(section).findByText(consoleMessages.profileConflict)).toBeVisible();
    expect(within(section).getByRole('textbox', { name: /^City/ })).toHaveValue('Pimpri');
    const signingIn = screen.getByRole('region', { name: 'Signing in' });
    expect(signingIn).not.toHaveTextContent(consoleMessages.profileConflict);
  });

  it('checks a field as it is left, with the same rule as the server', async () => {
    renderSettings();
    const section = await profileSection();
    const portal = within(section).getByRole('textbox', { name: 'Parent portal' });
    await userEvent.type(portal, 'portal.example.org');
    await userEvent.tab();
    expect(await within(section).findByText(/^Enter a full address starting with https:\/\//)).toBeVisible();
  });
});

describe('the logo in Settings', () => {
  const logo = {
    path: 'logos/logo-hvps.1a2b3c4d.svg',
    type: 'image/svg+xml' as const,
    width: 120,
    height: 60,
    inline: 'data:image/svg+xml,%3Csvg%2F%3E',
  };

  it('shows the logo the site shows now, and a file field labelled Logo that posts to the upload route', async () => {
    renderSettings({
      schoolProfile: vi.fn(async () => ({ ok: true as const, value: { ...saved(3), profile: { ...profile, logo } } })),
    });
    const section = await profileSection();
    const shown = within(section).getByRole('img', { name: 'The logo the site shows now' });
    expect(shown).toHaveAttribute('src', logo.inline);
    expect(shown).toHaveAttribute('width', '112');
    const field = within(section).getByLabelText('Logo');
    expect(field).toHaveAttribute('type', 'file');
    expect(field).toHaveAccessibleDescription(logoMessages.hint);
    const form = field.closest('form')!;
    expect(form).toHaveAttribute('action', logoUploadRoute);
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    expect(within(form).getByDisplayValue('3')).toHaveAttribute('name', 'version');
  });

  it('says why a file was refused, in words, when the upload route sends the page back', async () => {
    renderSettings({}, '/settings?logo=svgScript');
    const section = await profileSection();
    expect(await within(section).findByText(logoMessages.svgScript)).toBeVisible();
    expect(within(section).getByLabelText('Logo')).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).getByText('No logo yet: the header shows the school’s name alone.')).toBeVisible();
  });

  it('refuses a file over the limit before sending it', async () => {
    renderSettings();
    const section = await profileSection();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    await userEvent.upload(within(section).getByLabelText('Logo'), big);
    await userEvent.click(within(section).getByRole('button', { name: 'Upload the logo' }));
    expect(await within(section).findByText(logoMessages.tooLarge)).toBeVisible();
  });
});
