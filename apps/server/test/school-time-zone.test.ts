/**
 * The school's clock, as a deployment sets it: any time zone the clock knows, by its name or an alias of it, on every
 * Node.js the server runs on (Node 20 lists Kolkata only as Calcutta); anything else stops the server at start, saying
 * what it wants.
 */
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';

const withZone = (zone: string) => readConfig({ SCHOOL_TIME_ZONE: zone, LOG_LEVEL: 'silent' });

describe('SCHOOL_TIME_ZONE', () => {
  it.each(['Asia/Kolkata', 'Asia/Calcutta', 'Asia/Dubai', 'Europe/London', 'UTC'])('takes %s', (zone) => {
    expect(withZone(zone).SCHOOL_TIME_ZONE).toBe(zone);
  });

  it('is Asia/Kolkata unless set', () => {
    expect(readConfig({ LOG_LEVEL: 'silent' }).SCHOOL_TIME_ZONE).toBe('Asia/Kolkata');
  });

  it.each(['India', 'Asia/Hyderabad', 'GMT+25', ''])('refuses “%s”, saying what it wants', (zone) => {
    expect(() => withZone(zone)).toThrow(/a time zone such as Asia\/Kolkata[\s\S]*SCHOOL_TIME_ZONE/);
  });
});
