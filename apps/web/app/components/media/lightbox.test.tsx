/**
 * The image viewer of spec sections 2, 4, 5 and 9, run for real in happy-dom:
 * closed until an index is given, wrap-around start index and navigation,
 * the arrow keys and Escape, the slideshow's 1700 ms interval, the thumbnails
 * toggle, the maximum zoom clamped to 1..24 (8 by default), video slides, and
 * the fade under reduced motion. happy-dom lays nothing out, so the zoom tests
 * give elements a size; it cannot enter full screen, so that button is absent.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Lightbox, type LightboxItem } from './lightbox';
import { smallestCandidate } from './lightbox-view';

const photos: LightboxItem[] = [1, 2, 3, 4].map((n) => ({
  src: `/api/image/p${n}.jpg`,
  srcSet: `/api/image/p${n}.jpg?w=640 640w, /api/image/p${n}.jpg?w=320 320w`,
  alt: `Photo ${n}`,
}));

function Harness({
  slides = photos,
  start = 0,
  maxZoom,
  onClose,
}: {
  slides?: LightboxItem[];
  start?: number;
  maxZoom?: number;
  onClose?: () => void;
}) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setIndex(start)}>
        Open
      </button>
      <Lightbox
        slides={slides}
        index={index}
        maxZoom={maxZoom}
        onClose={() => {
          onClose?.();
          setIndex(null);
        }}
      />
    </>
  );
}

async function open(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup({ delay: null });
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Image viewer' });
  return { user, dialog };
}

/** The slide on show: the one the viewer does not mark inert. */
function currentSlide(dialog: HTMLElement): HTMLElement {
  const slides = within(dialog)
    .getAllByRole('group')
    .filter((slide) => slide.getAttribute('aria-roledescription') === 'Slide' && !slide.hasAttribute('inert'));
  expect(slides).toHaveLength(1);
  return slides[0]!;
}

const currentAlt = (dialog: HTMLElement) => within(currentSlide(dialog)).getByRole('img').getAttribute('alt');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Lightbox', () => {
  it('renders nothing while closed', () => {
    render(<Lightbox slides={photos} index={null} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders nothing for an empty list, even with an index', () => {
    render(<Lightbox slides={[]} index={0} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal dialog at the given photo: the original picture, its alt text and caption', async () => {
    const { dialog } = await open({ start: 2 });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const slide = currentSlide(dialog);
    expect(slide).toHaveAccessibleName('3 of 4');
    const image = within(slide).getByRole('img', { name: 'Photo 3' });
    expect(image).toHaveAttribute('src', '/api/image/p3.jpg');
    // Not a list-sized variant: the viewer fills the screen and zooms in.
    expect(image).not.toHaveAttribute('srcset');
    // The metadata panel shows the caption; screen readers already hear it as the alt text.
    expect(within(slide).getByText('Photo 3')).toHaveAttribute('aria-hidden', 'true');
  });

  it.each([
    ['-1 as the last photo', -1, 'Photo 4'],
    ['4 (one past the end) as the first photo', 4, 'Photo 1'],
    ['9 as photo 2', 9, 'Photo 2'],
  ])('wraps the start index: %s', async (_case, start, alt) => {
    const { dialog } = await open({ start });
    expect(currentAlt(dialog)).toBe(alt);
  });

  it('moves with the arrow keys and wraps around at both ends', async () => {
    const { user, dialog } = await open();
    expect(currentAlt(dialog)).toBe('Photo 1');

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(currentAlt(dialog)).toBe('Photo 2'));

    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(currentAlt(dialog)).toBe('Photo 1'));

    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(currentAlt(dialog)).toBe('Photo 4'));

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(currentAlt(dialog)).toBe('Photo 1'));
  });

  it('moves with the Previous and Next buttons, which never disable (wrap-around)', async () => {
    const { user, dialog } = await open({ start: 3 });
    const next = within(dialog).getByRole('button', { name: 'Next' });
    expect(next).toBeEnabled();
    await user.click(next);
    await waitFor(() => expect(currentAlt(dialog)).toBe('Photo 1'));

    const previous = within(dialog).getByRole('button', { name: 'Previous' });
    expect(previous).toBeEnabled();
    await user.click(previous);
    await waitFor(() => expect(currentAlt(dialog)).toBe('Photo 4'));
  });

  it('closes on Escape and tells the page', async () => {
    const onClose = vi.fn();
    const { user } = await open({ onClose });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page behind is usable again.
    expect(screen.getByRole('button', { name: 'Open' })).not.toHaveAttribute('inert');
  });

  it('closes with the Close button', async () => {
    const onClose = vi.fn();
    const { user, dialog } = await open({ onClose });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('hides the page behind from assistive technology while open', async () => {
    await open();
    expect(screen.getByRole('button', { name: 'Open', hidden: true }).parentElement).toHaveAttribute('inert');
  });

  it('plays a slideshow that moves on every 1700 ms once the photo has loaded, and pauses', async () => {
    const { user, dialog } = await open();
    fireEvent.load(within(currentSlide(dialog)).getByRole('img'));

    await user.click(within(dialog).getByRole('button', { name: 'Play' }));
    const pause = within(dialog).getByRole('button', { name: 'Pause' });

    await act(() => new Promise((resolve) => setTimeout(resolve, 1400)));
    expect(currentAlt(dialog)).toBe('Photo 1');
    await waitFor(() => expect(currentAlt(dialog)).toBe('Photo 2'), { timeout: 1000 });

    await user.click(pause);
    expect(within(dialog).getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('shows thumbnails of the smallest picture, and toggles them', async () => {
    const { user, dialog } = await open();
    const thumbnails = within(dialog).getByRole('navigation', { name: 'Thumbnails' });
    const buttons = within(thumbnails).getAllByRole('button');
    expect(buttons.length).toBeGreaterThanOrEqual(4);
    expect(thumbnails.querySelector('img[src="/api/image/p1.jpg?w=320"]')).not.toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Hide thumbnails' }));
    await waitFor(() => expect(within(dialog).queryByRole('navigation', { name: 'Thumbnails' })).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Show thumbnails' }));
    expect(await within(dialog).findByRole('navigation', { name: 'Thumbnails' })).toBeInTheDocument();
  });

  it('starts with the thumbnails hidden on a phone (below 768 px)', async () => {
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      query.includes('max-width: 767.98px')
        ? ({ ...matchMedia(query), matches: true } as MediaQueryList)
        : matchMedia(query),
    );
    const { dialog } = await open();
    expect(within(dialog).queryByRole('navigation', { name: 'Thumbnails' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Show thumbnails' })).toBeInTheDocument();
  });

  describe('zoom', () => {
    // happy-dom has no layout: give every element the size of a laptop screen.
    function giveElementsASize() {
      const size = (value: number) => ({ configurable: true, get: () => value });
      Object.defineProperty(HTMLElement.prototype, 'clientWidth', size(1000));
      Object.defineProperty(HTMLElement.prototype, 'clientHeight', size(800));
      Object.defineProperty(HTMLElement.prototype, 'offsetWidth', size(600));
      Object.defineProperty(HTMLElement.prototype, 'offsetHeight', size(400));
    }

    afterEach(() => {
      for (const key of ['clientWidth', 'clientHeight', 'offsetWidth', 'offsetHeight']) {
        Reflect.deleteProperty(HTMLElement.prototype, key);
      }
    });

    async function zoomInUntilDisabled(maxZoom?: number) {
      giveElementsASize();
      const { user, dialog } = await open({ maxZoom });
      const zoomIn = within(dialog).getByRole('button', { name: 'Zoom in' });
      await waitFor(() => expect(zoomIn).toBeEnabled());
      let clicks = 0;
      while (!(zoomIn as HTMLButtonElement).disabled && clicks < 10) {
        await user.click(zoomIn);
        clicks += 1;
      }
      const wrapper = currentSlide(dialog).firstElementChild as HTMLElement;
      return { user, dialog, clicks, transform: wrapper.style.transform };
    }

    it('zooms in up to 8 times by default, doubling each step, and back out', async () => {
      const { user, dialog, clicks, transform } = await zoomInUntilDisabled();
      expect(clicks).toBe(3);
      expect(transform).toContain('scale(8)');

      const zoomOut = within(dialog).getByRole('button', { name: 'Zoom out' });
      expect(zoomOut).toBeEnabled();
      await user.click(zoomOut);
      expect((currentSlide(dialog).firstElementChild as HTMLElement).style.transform).toContain('scale(4)');
    });

    it('takes a smaller maximum', async () => {
      const { clicks, transform } = await zoomInUntilDisabled(2);
      expect(clicks).toBe(1);
      expect(transform).toContain('scale(2)');
    });

    it('clamps a maximum above 24 to 24', async () => {
      const { clicks, transform } = await zoomInUntilDisabled(100);
      expect(clicks).toBe(5);
      expect(transform).toContain('scale(24)');
    });

    it('clamps a maximum below 1 to 1: no zoom at all', async () => {
      giveElementsASize();
      const { dialog } = await open({ maxZoom: 0 });
      // Give the viewer time to measure the slide before checking that zoom stays off.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(within(dialog).getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    });
  });

  it('plays video items in the browser player', async () => {
    const { dialog } = await open({
      slides: [
        { type: 'video', sources: [{ src: '/media/annual-day.mp4', type: 'video/mp4' }], poster: '/media/poster.jpg' },
        photos[0]!,
      ],
    });
    const video = currentSlide(dialog).querySelector('video');
    expect(video).not.toBeNull();
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('poster', '/media/poster.jpg');
    expect(video?.querySelector('source')).toHaveAttribute('src', '/media/annual-day.mp4');
  });

  it('shows embedded players in a titled frame', async () => {
    const { dialog } = await open({
      // about:blank: happy-dom would otherwise try to load the frame's page over the network.
      slides: [{ type: 'embed', title: 'Sports Day video', src: 'about:blank' }],
    });
    expect(within(currentSlide(dialog)).getByTitle('Sports Day video')).toHaveAttribute('src', 'about:blank');
  });

  it('fades instead of sliding when the visitor prefers reduced motion', async () => {
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      query === '(prefers-reduced-motion: reduce)'
        ? ({ ...matchMedia(query), matches: true } as MediaQueryList)
        : matchMedia(query),
    );
    const { dialog } = await open();
    expect(dialog.className).toMatch(/fade/);
  });

  it('slides normally otherwise', async () => {
    const { dialog } = await open();
    expect(dialog.className).not.toMatch(/fade/);
  });
});

describe('smallestCandidate', () => {
  it('picks the narrowest picture of a srcset', () => {
    expect(smallestCandidate('/a.jpg?w=1280 1280w, /a.jpg?w=320 320w, /a.jpg?w=640 640w')).toBe('/a.jpg?w=320');
  });

  it('gives nothing for an empty srcset', () => {
    expect(smallestCandidate('')).toBeUndefined();
    expect(smallestCandidate(undefined)).toBeUndefined();
  });
});
