/** The one Pause / Play button of everything that moves (WCAG 2.2.2), and the reduced-motion preference. */
import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MotionToggle, usePrefersReducedMotion } from './motion-control';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MotionToggle', () => {
  it('while moving, says Pause, is named after what it moves, and asks to pause', async () => {
    const onToggle = vi.fn();
    render(<MotionToggle label="Highlights" paused={false} onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Pause Highlights' });
    expect(button).toHaveAttribute('type', 'button');
    // The visible word is the action; the rest of the name is for screen readers.
    expect(button.firstChild).toHaveTextContent('Pause');
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledWith(true);
  });

  it('while paused, says Play and asks to play', async () => {
    const onToggle = vi.fn();
    render(<MotionToggle label="Special Moments" paused onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play Special Moments' }));
    expect(onToggle).toHaveBeenCalledWith(false);
  });

  it('keeps the placement class of the component that holds it', () => {
    render(<MotionToggle label="Banner" paused={false} onToggle={() => {}} look="overlay" className="corner" />);
    expect(screen.getByRole('button', { name: 'Pause Banner' })).toHaveClass('corner');
  });
});

describe('usePrefersReducedMotion', () => {
  function preferReducedMotion(reduce: boolean) {
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
      const list = matchMedia(query);
      if (query.includes('prefers-reduced-motion')) Object.defineProperty(list, 'matches', { value: reduce });
      return list;
    });
  }

  it.each([true, false])('is %s when the visitor does (not) prefer reduced motion', (reduce) => {
    preferReducedMotion(reduce);
    expect(renderHook(() => usePrefersReducedMotion()).result.current).toBe(reduce);
  });
});
