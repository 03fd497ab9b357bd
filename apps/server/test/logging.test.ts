import { describe, expect, it } from 'vitest';
import { loggableUrl, loggerOptions } from '../src/logging';

describe('request logging', () => {
  it('masks certificate grants in logged paths', () => {
    expect(loggableUrl('/api/image/tc/XjTI2USXsXM2Uq-waR--W_ptCYnbchCu')).toBe('/api/image/tc/[grant]');
    expect(loggableUrl('/api/image/tc/abc?x=1')).toBe('/api/image/tc/[grant]?x=1');
    expect(loggableUrl('/api/image/gallery/a.jpg')).toBe('/api/image/gallery/a.jpg');
  });

  it('logs a request as its method and path only', () => {
    const options = loggerOptions('info') as { serializers: { req: (r: unknown) => unknown } };
    const logged = options.serializers.req({
      method: 'GET',
      url: '/api/image/tc/secret',
      headers: { authorization: 'Bearer x', cookie: 'y' },
      ip: '203.0.113.9',
    });
    expect(logged).toEqual({ method: 'GET', url: '/api/image/tc/[grant]' });
  });
});
