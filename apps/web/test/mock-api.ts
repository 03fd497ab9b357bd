/**
 * The content API mocked at the network layer (MSW) for component tests:
 * components call `fetch` as in the browser, and each test answers the
 * spec's paths with `mockApi.use(http.get(apiUrl('highlights'), ...))`.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { apiPath, type ApiRoute } from '@school/shared/api-paths';
import { school } from '@school/content/school';

export const mockApi = setupServer();

/** Starts the mock for the test file; a request that no handler answers fails the test. */
export function setupMockApi(): void {
  beforeAll(() => mockApi.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => mockApi.resetHandlers());
  afterAll(() => mockApi.close());
}

/** The absolute URL of an API route for the demo school, as the browser in a test would request it. */
export function apiUrl(route: ApiRoute, params: Record<string, string> = { schoolcode: school.code }): string {
  return new URL(apiPath(route, params), location.origin).href;
}
