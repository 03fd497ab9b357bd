/**
 * A carousel's autoplay (spec section 4, WCAG 2.2.2): it moves on each delay,
 * holds still while the pointer or keyboard focus is anywhere in the
 * carousel, arrows included, stops on Pause and starts at once on Play, and
 * never moves for a visitor who prefers reduced motion.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Embla } from './use-embla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCarouselAutoplay } from './carousel-autoplay';
import { MotionToggle } from './motion-control';

const delayMs = 3000;

/** Just what the autoplay uses of Embla: it tells its listeners on each move, as Embla does. */
function fakeEmbla() {
  const listeners = new Set<() => void>();
  const embla = {
    scrollNext: vi.fn(() => listeners.forEach((listener) => listener())),
    on: (_event: string, listener: () => void) => listeners.add(listener) && embla,
    off: (_event: string, listener: () => void) => listeners.delete(listener) && embla,
    /** A move by hand, such as a click on an arrow. */
    moveByHand: () => listeners.forEach((listener) => listener()),
  };
  return embla;
}

function Harness({ embla, delay = delayMs }: { embla: ReturnType<typeof fakeEmbla>; delay?: number }) {
  const autoplay = useCarouselAutoplay(embla as unknown as Embla, delay);
  return (
    <>
      <div {...autoplay.hold}>
        <p>A slide</p>
        <button type="button">Next slide</button>
        {autoplay.autoplays && (
          <MotionToggle {...autoplay.release} label="Photos" paused={autoplay.paused} onToggle={autoplay.setPaused} />
        )}
      </div>
      <button type="button">Outside</button>
    </>
  );
}

function setup(delay?: number) {
  const embla = fakeEmbla();
  render(<Harness embla={embla} delay={delay} />);
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { embla, wait };
}

/** A mouse click as a browser gives it: the pointer comes over the button, which takes focus, then the click. */
function click(button: HTMLElement) {
  fireEvent.pointerEnter(button);
  act(() => button.focus());
  fireEvent.click(button);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useCarouselAutoplay', () => {
  it('moves to the next slide on every delay while nothing holds it', async () => {
    const { embla, wait } = setup();
    await wait(delayMs - 1);
    expect(embla.scrollNext).not.toHaveBeenCalled();
    await wait(1);
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
    await wait(delayMs);
    expect(embla.scrollNext).toHaveBeenCalledTimes(2);
  });

  it('counts the delay again after a move by hand', async () => {
    const { embla, wait } = setup();
    await wait(delayMs - 500);
    act(() => embla.moveByHand());
    await wait(delayMs - 1);
    expect(embla.scrollNext).not.toHaveBeenCalled();
    await wait(1);
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('holds still while the pointer is on an arrow, and moves again when it leaves', async () => {
    const { embla, wait } = setup();
    // Testing Library's pointerEnter and pointerLeave also send the pointerover and pointerout that React listens to.
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Next slide' }));
    await wait(delayMs * 3);
    expect(embla.scrollNext).not.toHaveBeenCalled();
    fireEvent.pointerLeave(screen.getByRole('button', { name: 'Next slide' }), { relatedTarget: document.body });
    await wait(delayMs);
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('holds still while keyboard focus is on an arrow, and moves again when focus leaves', async () => {
    const { embla, wait } = setup();
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    await wait(delayMs * 3);
    expect(embla.scrollNext).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    await wait(delayMs);
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('stops on Pause, whatever the pointer and focus do, and starts at once on Play', async () => {
    const { embla, wait } = setup();
    click(screen.getByRole('button', { name: 'Pause Photos' }));
    fireEvent.pointerLeave(screen.getByRole('button', { name: 'Play Photos' }), { relatedTarget: document.body });
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    await wait(delayMs * 3);
    expect(embla.scrollNext).not.toHaveBeenCalled();

    // The pointer and focus stay on the button: pressing Play is asking for motion.
    click(screen.getByRole('button', { name: 'Play Photos' }));
    expect(screen.getByRole('button', { name: 'Pause Photos' })).toHaveFocus();
    await wait(delayMs);
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('never moves for a visitor who prefers reduced motion', async () => {
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
      const list = matchMedia(query);
      if (query.includes('prefers-reduced-motion')) Object.defineProperty(list, 'matches', { value: true });
      return list;
    });
    const { embla, wait } = setup();
    await wait(delayMs * 3);
    expect(embla.scrollNext).not.toHaveBeenCalled();
  });

  it('has no autoplay, and no button, without a delay', async () => {
    const { embla, wait } = setup(0);
    await wait(delayMs * 3);
    expect(embla.scrollNext).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Pause|Play/ })).not.toBeInTheDocument();
  });
});
