/**
 * The home page's visitor counter: one visit recorded per browser session,
 * then 'Visitors: {count}' in Indian digit grouping; a lost visit still shows
 * the count, a lost count leaves the line blank. The visitor API is mocked at
 * the network layer.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { school } from '@school/content/school';
import { apiUrl, mockApi, setupMockApi } from '../../../test/mock-api';
import { VisitorCounter } from './visitor-counter';

setupMockApi();

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  sessionStorage.clear();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  consoleError.mockRestore();
});

/** Answers the visit POST with `answer`, recording each posted JSON body. */
function answerVisit(answer: () => Response = () => HttpResponse.json({ ok: true })): unknown[] {
  const posted: unknown[] = [];
  mockApi.use(
    http.post(apiUrl('visit'), async ({ request }) => {
      posted.push(await request.json());
      return answer();
    }),
  );
  return posted;
}

/** Answers the count GET for the demo school with `answer`, recording each request's path. */
function answerCount(answer: () => Response = () => HttpResponse.json([{ visitor: 123456 }])): string[] {
  const asked: string[] = [];
  mockApi.use(
    http.get(apiUrl('visitorCount'), ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return answer();
    }),
  );
  return asked;
}

const counter = () => screen.getByRole('paragraph');

describe('VisitorCounter', () => {
  it('records the visit of a fresh session for the school, then shows the count in Indian grouping', async () => {
    const posted = answerVisit();
    const asked = answerCount();
    render(<VisitorCounter />);

    // Blank, but holding its line, until the count arrives.
    expect(counter().textContent).toBe('\u00a0');
    // 1,23,456 rather than 123,456: the count is grouped the en-IN way.
    expect(await screen.findByText('Visitors: 1,23,456')).toBeInTheDocument();
    expect(posted).toEqual([{ schoolcode: school.code }]);
    expect(asked).toEqual([`/api/visitor/${school.code}`]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('does not record the visit again in the same session, but reads the count again', async () => {
    const posted = answerVisit();
    const asked = answerCount(() => HttpResponse.json([{ visitor: 1234 }]));
    render(<VisitorCounter />);
    expect(await screen.findByText('Visitors: 1,234')).toBeInTheDocument();
    expect(posted).toHaveLength(1);

    cleanup();
    render(<VisitorCounter />);
    expect(await screen.findByText('Visitors: 1,234')).toBeInTheDocument();
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(posted).toHaveLength(1);
  });

  it('does not record the visit when the session is already marked', async () => {
    sessionStorage.setItem('visit-recorded', '1');
    const posted = answerVisit();
    const asked = answerCount();
    render(<VisitorCounter />);

    expect(await screen.findByText('Visitors: 1,23,456')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
    expect(posted).toHaveLength(0);
  });

  it.each<[string, () => Response]>([
    ['the server answers 500', () => HttpResponse.json({ error: 'down' }, { status: 500 })],
    ['the network fails', () => HttpResponse.error()],
  ])('still reads and shows the count when recording the visit fails because %s', async (_case, answer) => {
    const posted = answerVisit(answer);
    const asked = answerCount();
    render(<VisitorCounter />);

    expect(await screen.findByText('Visitors: 1,23,456')).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect(asked).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledWith('Error recording the visit', expect.any(Error));
  });

  it.each<[string, () => Response]>([
    // A well-formed body, so only the status can tell the counter the read failed.
    ['the server answers 500', () => HttpResponse.json([{ visitor: 123456 }], { status: 500 })],
    ['the network fails', () => HttpResponse.error()],
  ])('shows only a non-breaking space and logs when reading the count fails because %s', async (_case, answer) => {
    answerVisit();
    const asked = answerCount(answer);
    render(<VisitorCounter />);

    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('Error fetching the visitor count', expect.any(Error)),
    );
    expect(asked).toHaveLength(1);
    expect(counter().textContent).toBe('\u00a0');
    expect(screen.queryByText(/Visitors/)).not.toBeInTheDocument();
  });
});
