/** The header ticker's states (spec sections 2 and 4) against the highlights API mocked at the network layer. */
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { messages, placeholderCounts } from '@school/shared/messages';
import { apiUrl, mockApi, setupMockApi } from '../../../test/mock-api';
import { HighlightsTicker } from './highlights-ticker';

setupMockApi();

describe('HighlightsTicker', () => {
  it('shows each highlight with a paperclip link to its first attachment', async () => {
    mockApi.use(
      http.get(apiUrl('highlights'), () =>
        HttpResponse.json([
          { _id: 'h1', title: 'Annual Day on 12 December', attachments: ['highlights/h1/notice.pdf', 'x.pdf'] },
          { _id: 'h2', title: 'Winter uniform from Monday', attachments: [] },
        ]),
      ),
    );
    render(<HighlightsTicker />);
    const links = await screen.findAllByRole('link', {
      name: 'Attachment: Annual Day on 12 December (opens in a new tab)',
    });
    expect(links[0]).toHaveAttribute('href', '/api/image/highlights/h1/notice.pdf');
    expect(screen.getAllByText('Winter uniform from Monday').length).toBeGreaterThan(0);
    expect(screen.queryByText(messages.stayTuned)).not.toBeInTheDocument();
  });

  it('shows the three placeholders when there are no highlights', async () => {
    let asked = false;
    mockApi.use(
      http.get(apiUrl('highlights'), () => {
        asked = true;
        return HttpResponse.json([]);
      }),
    );
    render(<HighlightsTicker />);
    await vi.waitFor(() => expect(asked).toBe(true));
    // The ticker repeats its items once for the seamless loop; the first copy is what a reader hears.
    expect(screen.getAllByText(messages.stayTuned).length).toBeGreaterThanOrEqual(placeholderCounts.highlights);
  });

  it('keeps the placeholders and logs when the request fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi.use(http.get(apiUrl('highlights'), () => HttpResponse.json({ error: {} }, { status: 500 })));
    render(<HighlightsTicker />);
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Error fetching highlights', expect.any(Error)));
    expect(screen.getAllByText(messages.stayTuned).length).toBeGreaterThanOrEqual(placeholderCounts.highlights);
    logged.mockRestore();
  });
});
