/**
 * The announcement pop-up (spec section 2, item 10, and section 4): hidden
 * until there are announcements, then opened as a modal dialog; Close hides
 * it; previous/next go through the announcements. Escape is the browser's own
 * dialog behaviour, checked in e2e/announcement-modal.spec.ts.
 */
import { render, screen, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnnouncementModal } from './announcement-modal';
import type { AnnouncementView } from './home-views';

const admissions: AnnouncementView = {
  title: 'Admissions open for 2027-28',
  description: 'Registrations are open on the parent portal.',
  image: {
    src: '/api/image/an/a1.jpg',
    resized: true,
    alt: 'Admissions poster',
  },
  attachmentHref: '/api/image/an/a1.pdf',
  url: 'https://portal.example.org/admissions',
};

const fees: AnnouncementView = {
  title: 'Pay fees in the app',
  description: 'Fees can be paid by card, UPI or net banking.',
};

const internal: AnnouncementView = { title: 'Parent meeting', description: 'Saturday', url: '/contact-us' };

const dialog = () => screen.getByRole('dialog') as HTMLDialogElement;

/** Renders the pop-up and waits for it to open: it opens in a task of its own, after the render's. */
async function renderOpened(ui: ReactElement): Promise<RenderResult> {
  const result = render(ui);
  await screen.findByRole('dialog');
  return result;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // Each test is a new visit.
  sessionStorage.clear();
});

describe('AnnouncementModal', () => {
  it('opens by itself as a modal when there are announcements, just after the render', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<AnnouncementModal announcements={[admissions, fees]} />);
    expect(showModal).not.toHaveBeenCalled();
    await screen.findByRole('dialog');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('dialog', { name: admissions.title })).toBe(dialog());
    expect(screen.getByRole('heading', { name: admissions.title })).toBeInTheDocument();
  });

  it('renders nothing when there are no announcements', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { container } = render(<AnnouncementModal announcements={[]} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect(showModal).not.toHaveBeenCalled();
  });

  it('shows the image, Attachment and Click Here only when the announcement has them', async () => {
    const user = userEvent.setup();
    await renderOpened(<AnnouncementModal announcements={[admissions, fees, internal]} />);

    expect(screen.getByRole('img', { name: 'Admissions poster' })).toHaveAttribute('src', admissions.image!.src);
    expect(screen.getByText(admissions.description)).toBeInTheDocument();
    const attachment = screen.getByRole('link', { name: 'Attachment (opens in a new tab)' });
    expect(attachment).toHaveAttribute('href', admissions.attachmentHref);
    expect(attachment).toHaveAttribute('target', '_blank');
    const clickHere = screen.getByRole('link', { name: 'Click Here (opens in a new tab)' });
    expect(clickHere).toHaveAttribute('href', admissions.url);
    expect(clickHere).toHaveAttribute('target', '_blank');

    await user.click(screen.getByRole('button', { name: 'Next announcement' }));
    expect(screen.getByRole('heading', { name: fees.title })).toBeInTheDocument();
    expect(screen.getByText(fees.description)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    // A link to a page of this site opens in place.
    await user.click(screen.getByRole('button', { name: 'Next announcement' }));
    const local = screen.getByRole('link', { name: 'Click Here' });
    expect(local).toHaveAttribute('href', '/contact-us');
    expect(local).not.toHaveAttribute('target');
    expect(screen.queryByRole('link', { name: /Attachment/ })).not.toBeInTheDocument();
  });

  it('moves between announcements with next and previous, wrapping at the ends', async () => {
    const user = userEvent.setup();
    await renderOpened(<AnnouncementModal announcements={[admissions, fees]} />);
    const title = () => screen.getByRole('heading', { level: 2 }).textContent;
    const next = screen.getByRole('button', { name: 'Next announcement' });
    const previous = screen.getByRole('button', { name: 'Previous announcement' });

    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    await user.click(next);
    expect(title()).toBe(fees.title);
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    expect(screen.queryByText(admissions.title)).not.toBeInTheDocument();
    await user.click(next);
    expect(title()).toBe(admissions.title);
    await user.click(previous);
    expect(title()).toBe(fees.title);
    await user.click(previous);
    expect(title()).toBe(admissions.title);
  });

  it('moves with the arrow keys too', async () => {
    const user = userEvent.setup();
    await renderOpened(<AnnouncementModal announcements={[admissions, fees]} />);
    screen.getByRole('button', { name: 'Close announcements' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(fees.title);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(admissions.title);
  });

  it('has no previous/next controls for a single announcement', async () => {
    await renderOpened(<AnnouncementModal announcements={[fees]} />);
    expect(screen.queryByRole('button', { name: /announcement$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close announcements' })).toBeInTheDocument();
  });

  it('closes with the Close button and does not open again on the same page', async () => {
    const user = userEvent.setup();
    const { rerender } = await renderOpened(<AnnouncementModal announcements={[admissions, fees]} />);
    await user.click(screen.getByRole('button', { name: 'Close announcements' }));
    const closed = screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
    expect(closed.open).toBe(false);
    expect(closed).not.toHaveAttribute('open');

    // New loader data for the same page (a revalidation, here with one more announcement) does not bring it back.
    rerender(<AnnouncementModal announcements={[{ ...fees }, { ...admissions }, { ...fees, title: 'Third' }]} />);
    // Past the moment it would open in.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(closed.open).toBe(false);
  });

  it('opens once per visit: coming back to the home page does not open it again', async () => {
    const user = userEvent.setup();
    const first = await renderOpened(<AnnouncementModal announcements={[admissions, fees]} />);
    await user.click(screen.getByRole('button', { name: 'Close announcements' }));
    first.unmount();

    // The home page again in the same browser session, with the same announcements (new objects, as loaded again).
    render(<AnnouncementModal announcements={[{ ...admissions }, { ...fees }]} />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement).open).toBe(false);
  });

  it('opens again in the same visit when an announcement is new or changed since it was shown', async () => {
    const user = userEvent.setup();
    const first = await renderOpened(<AnnouncementModal announcements={[fees]} />);
    await user.click(screen.getByRole('button', { name: 'Close announcements' }));
    first.unmount();

    const second = await renderOpened(<AnnouncementModal announcements={[admissions, fees]} />);
    expect(dialog().open).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Close announcements' }));
    second.unmount();

    await renderOpened(
      <AnnouncementModal announcements={[admissions, { ...fees, description: 'Now by UPI only.' }]} />,
    );
    expect(dialog().open).toBe(true);
  });

  it('opens on every visit where the browser keeps no session storage', async () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.stubGlobal('sessionStorage', { getItem: blocked, setItem: blocked });
    const user = userEvent.setup();
    const first = await renderOpened(<AnnouncementModal announcements={[fees]} />);
    await user.click(screen.getByRole('button', { name: 'Close announcements' }));
    first.unmount();
    await renderOpened(<AnnouncementModal announcements={[fees]} />);
    expect(dialog().open).toBe(true);
  });

  it('on closing, moves focus without scrolling the page', async () => {
    const user = userEvent.setup();
    await renderOpened(
      <main id="main" tabIndex={-1}>
        <AnnouncementModal announcements={[fees]} />
      </main>,
    );
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    await user.click(screen.getByRole('button', { name: 'Close announcements' }));
    const toMain = focus.mock.contexts.findIndex((element) => element === screen.getByRole('main'));
    expect(toMain).toBeGreaterThanOrEqual(0);
    expect(focus.mock.calls[toMain]).toEqual([{ preventScroll: true }]);
  });

  it('on closing, gives focus to the start of the main content when it opened on load', async () => {
    const user = userEvent.setup();
    await renderOpened(
      <main id="main" tabIndex={-1}>
        <AnnouncementModal announcements={[fees]} />
      </main>,
    );
    await user.click(screen.getByRole('button', { name: 'Close announcements' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('on closing, gives focus back to what had it before it opened', async () => {
    const user = userEvent.setup();
    const outside = document.createElement('button');
    outside.textContent = 'Skip to content';
    document.body.append(outside);
    outside.focus();
    try {
      await renderOpened(
        <main id="main" tabIndex={-1}>
          <AnnouncementModal announcements={[fees]} />
        </main>,
      );
      await user.click(screen.getByRole('button', { name: 'Close announcements' }));
      expect(outside).toHaveFocus();
    } finally {
      outside.remove();
    }
  });

  it('still opens where the browser has no showModal', async () => {
    const prototype = HTMLDialogElement.prototype as unknown as Record<string, unknown>;
    const original = prototype.showModal;
    prototype.showModal = undefined;
    try {
      await renderOpened(<AnnouncementModal announcements={[fees]} />);
      expect(dialog()).toHaveAttribute('open');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Close announcements' }));
      expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');
    } finally {
      prototype.showModal = original;
    }
  });
});
