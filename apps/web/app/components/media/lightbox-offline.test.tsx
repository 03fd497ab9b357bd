/**
 * The image viewer's script is fetched when a photo is first opened. If that
 * fetch fails, the page must not fall over to the error page: the viewer
 * closes, the failure is logged, and the page stays usable.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Lightbox } from './lightbox';

vi.mock('./lightbox-view', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  vi.restoreAllMocks();
});

function Page({ onClose }: { onClose: () => void }) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <main>
      <button type="button" onClick={() => setIndex(0)}>
        View photo
      </button>
      <Lightbox
        slides={[{ src: '/api/image/p1.jpg', alt: 'Photo 1' }]}
        index={index}
        onClose={() => {
          onClose();
          setIndex(null);
        }}
      />
    </main>
  );
}

describe('Lightbox when its script cannot be fetched', () => {
  it('closes again and logs the failure, leaving the page as it was', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onClose = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Page onClose={onClose} />);

    await user.click(screen.getByRole('button', { name: 'View photo' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(logged).toHaveBeenCalledWith('The image viewer could not be loaded', expect.anything());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View photo' })).toBeEnabled();
  });
});
