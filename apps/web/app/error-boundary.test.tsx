import { render, screen } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './root';

function Broken(): never {
  throw new Error('The news list could not be drawn');
}

describe('the root error boundary', () => {
  it('shows the spec heading and the message of a render error, without a stack trace', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Stub = createRoutesStub([{ path: '/', Component: Broken, ErrorBoundary }]);
    render(<Stub initialEntries={['/']} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    expect(screen.getByText('The news list could not be drawn')).toBeVisible();
    expect(document.body.textContent).not.toMatch(/at Broken|\.tsx:\d+/);
    expect(screen.getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
  });

  it('shows the status of an error response thrown by a loader', async () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => null,
        loader: () => {
          throw data(null, { status: 503, statusText: 'Service Unavailable' });
        },
        ErrorBoundary,
      },
    ]);
    render(<Stub initialEntries={['/']} />);
    expect(await screen.findByText('503 Service Unavailable')).toBeVisible();
  });
});
