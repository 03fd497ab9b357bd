/**
 * The lifecycle rules that every console action and every public list
 * follows: what is on the site at a given moment (the publish time is
 * inclusive, the end time exclusive), the status staff see, the next moment a
 * cached list must be refreshed, where publishing leaves an item, which
 * actions each state allows, and where each action takes an item.
 */
import { describe, expect, it } from 'vitest';
import {
  canApply,
  contentStatuses,
  currentStatus,
  isOnSite,
  lifecycleActions,
  lifecycleStep,
  nextChange,
  publishedStatus,
  type ContentStatus,
  type ItemState,
  type LifecycleAction,
  type LifecycleRequest,
} from './content-lifecycle';

const now = new Date('2026-03-10T06:00:00.000Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
const nowIso = at(0);
const past = at(-60);
const longAgo = at(-600);
const soon = at(60);
const later = at(600);

const state = (status: ContentStatus, changes: Partial<ItemState> = {}): ItemState => ({
  status,
  publishAt: null,
  unpublishAt: null,
  deletedAt: null,
  hasDraft: false,
  reviewRequested: false,
  ...changes,
});

describe('isOnSite and currentStatus', () => {
  // [case, state, on the site at `now`, status staff see at `now`]
  const cases: [string, ItemState, boolean, ContentStatus][] = [
    ['a draft', state('draft'), false, 'draft'],
    ['a draft with old publish times', state('draft', { publishAt: past, unpublishAt: later }), false, 'draft'],
    ['an item waiting for review', state('review'), false, 'review'],
    ['an unpublished item', state('unpublished'), false, 'unpublished'],
    [
      'an unpublished item with times around now',
      state('unpublished', { publishAt: past, unpublishAt: later }),
      false,
      'unpublished',
    ],
    ['a published item without times', state('published'), true, 'published'],
    [
      'a published item started earlier, ending later',
      state('published', { publishAt: past, unpublishAt: later }),
      true,
      'published',
    ],
    ['a published item ending in the future', state('published', { unpublishAt: soon }), true, 'published'],
    ['a published item whose end is exactly now', state('published', { unpublishAt: nowIso }), false, 'unpublished'],
    ['a published item whose end has passed', state('published', { unpublishAt: past }), false, 'unpublished'],
    [
      'a published item one millisecond before its end',
      state('published', { unpublishAt: new Date(now.getTime() + 1).toISOString() }),
      true,
      'published',
    ],
    ['a scheduled item whose start is in the future', state('scheduled', { publishAt: soon }), false, 'scheduled'],
    [
      'a scheduled item one millisecond before its start',
      state('scheduled', { publishAt: new Date(now.getTime() + 1).toISOString() }),
      false,
      'scheduled',
    ],
    ['a scheduled item whose start is exactly now', state('scheduled', { publishAt: nowIso }), true, 'published'],
    ['a scheduled item whose start has passed', state('scheduled', { publishAt: past }), true, 'published'],
    [
      'a scheduled item that started and ended',
      state('scheduled', { publishAt: longAgo, unpublishAt: past }),
      false,
      'unpublished',
    ],
    [
      'a scheduled item starting and ending at the same moment, now',
      state('scheduled', { publishAt: nowIso, unpublishAt: nowIso }),
      false,
      'unpublished',
    ],
    [
      'a scheduled item in the future with an end after it',
      state('scheduled', { publishAt: soon, unpublishAt: later }),
      false,
      'scheduled',
    ],
    ['a published item in the bin', state('published', { deletedAt: past }), false, 'published'],
    [
      'a scheduled item in the bin whose start passed',
      state('scheduled', { publishAt: past, deletedAt: past }),
      false,
      'published',
    ],
    ['a draft in the bin', state('draft', { deletedAt: past }), false, 'draft'],
  ];

  it.each(cases)('%s', (_name, item, onSite, status) => {
    expect(isOnSite(item, now)).toBe(onSite);
    expect(currentStatus(item, now)).toBe(status);
  });

  it('shows an item for exactly the time between its start (inclusive) and its end (exclusive)', () => {
    const item = state('scheduled', { publishAt: soon, unpublishAt: later });
    expect(isOnSite(item, new Date(Date.parse(soon) - 1))).toBe(false);
    expect(isOnSite(item, new Date(soon))).toBe(true);
    expect(isOnSite(item, new Date(Date.parse(later) - 1))).toBe(true);
    expect(isOnSite(item, new Date(later))).toBe(false);
    expect(currentStatus(item, new Date(Date.parse(soon) - 1))).toBe('scheduled');
    expect(currentStatus(item, new Date(soon))).toBe('published');
    expect(currentStatus(item, new Date(later))).toBe('unpublished');
  });

  it('never shows an item that is not published or scheduled, whatever its times', () => {
    for (const status of contentStatuses.filter((entry) => entry !== 'published' && entry !== 'scheduled')) {
      expect(isOnSite(state(status, { publishAt: past }), now)).toBe(false);
      expect(isOnSite(state(status), now)).toBe(false);
    }
  });
});

describe('nextChange', () => {
  it('is the start of a scheduled item, or its end once started', () => {
    expect(nextChange(state('scheduled', { publishAt: soon, unpublishAt: later }), now)).toBe(soon);
    expect(nextChange(state('scheduled', { publishAt: past, unpublishAt: later }), now)).toBe(later);
    expect(nextChange(state('published', { unpublishAt: soon }), now)).toBe(soon);
  });

  it('picks the earlier of the two moments, whichever field holds it', () => {
    // An end before the start never reaches the site, but the list must still be refreshed at it.
    expect(nextChange(state('scheduled', { publishAt: later, unpublishAt: soon }), now)).toBe(soon);
  });

  it('is not a moment that is now or already past', () => {
    expect(nextChange(state('scheduled', { publishAt: nowIso, unpublishAt: later }), now)).toBe(later);
    expect(nextChange(state('published', { unpublishAt: nowIso }), now)).toBeUndefined();
    expect(nextChange(state('published', { publishAt: longAgo, unpublishAt: past }), now)).toBeUndefined();
    expect(nextChange(state('published'), now)).toBeUndefined();
  });

  it('is nothing for items that cannot reach the site', () => {
    for (const status of ['draft', 'review', 'unpublished'] as const) {
      expect(nextChange(state(status, { publishAt: soon, unpublishAt: later }), now)).toBeUndefined();
    }
    expect(nextChange(state('scheduled', { publishAt: soon, deletedAt: past }), now)).toBeUndefined();
  });
});

describe('publishedStatus', () => {
  it('is scheduled only when the publish time is still ahead', () => {
    expect(publishedStatus(null, now)).toBe('published');
    expect(publishedStatus(past, now)).toBe('published');
    expect(publishedStatus(nowIso, now)).toBe('published');
    expect(publishedStatus(new Date(now.getTime() + 1).toISOString(), now)).toBe('scheduled');
    expect(publishedStatus(soon, now)).toBe('scheduled');
  });
});

describe('canApply', () => {
  type Row = Record<LifecycleAction, boolean>;
  const row = (allowed: LifecycleAction[]): Row =>
    Object.fromEntries(lifecycleActions.map((action) => [action, allowed.includes(action)])) as Row;
  const editing: LifecycleAction[] = ['save', 'delete', 'publishNow', 'schedule'];
  const reviewing = editing.filter((action) => action !== 'publishNow');

  // Every state an item can be in, and exactly the actions the console offers in it.
  const table: [string, ItemState, Row][] = [
    ['draft', state('draft'), row([...editing, 'requestReview'])],
    // Approve, not Publish now: one way to put what an editor sent for review on the site.
    ['waiting for review', state('review'), row([...reviewing, 'approve', 'sendBack'])],
    ['published, no draft', state('published'), row([...editing, 'unpublish'])],
    ['published with a draft', state('published', { hasDraft: true }), row([...editing, 'unpublish', 'requestReview'])],
    [
      'published with a draft sent for review',
      state('published', { hasDraft: true, reviewRequested: true }),
      row([...reviewing, 'unpublish', 'approve', 'sendBack']),
    ],
    ['scheduled for later', state('scheduled', { publishAt: soon }), row([...editing, 'unpublish'])],
    [
      'scheduled for later with a draft',
      state('scheduled', { publishAt: soon, hasDraft: true }),
      row([...editing, 'unpublish', 'requestReview']),
    ],
    [
      'scheduled, start passed (now published)',
      state('scheduled', { publishAt: past }),
      row([...editing, 'unpublish']),
    ],
    ['published, end passed (now off the site)', state('published', { unpublishAt: past }), row(editing)],
    ['published, end exactly now', state('published', { unpublishAt: nowIso }), row(editing)],
    ['unpublished', state('unpublished'), row([...editing, 'requestReview'])],
    ['a draft in the bin', state('draft', { deletedAt: past }), row(['restore'])],
    ['a published item in the bin', state('published', { deletedAt: past }), row(['restore'])],
    [
      'an item in the bin that was waiting for review',
      state('published', { deletedAt: past, hasDraft: true, reviewRequested: true }),
      row(['restore']),
    ],
  ];

  describe.each(table)('%s', (_name, item, expected) => {
    it.each(lifecycleActions.map((action) => [action, expected[action]] as const))('%s → %s', (action, allowed) => {
      expect(canApply(action, item, now)).toBe(allowed);
    });
  });

  it('lets nothing but restore touch an item in the bin, and restore nothing else', () => {
    for (const status of contentStatuses) {
      for (const action of lifecycleActions) {
        expect(canApply(action, state(status, { deletedAt: past }), now)).toBe(action === 'restore');
        expect(canApply('restore', state(status), now)).toBe(false);
      }
    }
  });

  it('offers unpublish only while the item is on the site or waiting for its time', () => {
    for (const status of contentStatuses) {
      const item = state(status, status === 'scheduled' ? { publishAt: soon } : {});
      expect(canApply('unpublish', item, now)).toBe(status === 'published' || status === 'scheduled');
    }
  });
});

describe('lifecycleStep', () => {
  const step = (item: ItemState, request: LifecycleRequest) => lifecycleStep(item, request, now);
  const settled = { storeWorkingCopy: true, reviewRequested: false, reviewComment: '' };

  it('refuses whatever canApply refuses, before looking at what the action carries', () => {
    for (const action of lifecycleActions) {
      const binned = state('published', { deletedAt: past });
      const expected =
        action === 'restore' ? { ok: true, change: { deletedAt: null } } : { ok: false, refusal: 'notNow' };
      expect(step(binned, { action, unpublishAt: past })).toEqual(expected);
    }
    expect(step(state('review'), { action: 'publishNow' })).toEqual({ ok: false, refusal: 'notNow' });
    expect(step(state('published'), { action: 'requestReview' })).toEqual({ ok: false, refusal: 'notNow' });
  });

  it('saves without changing where the item is', () => {
    expect(step(state('published', { hasDraft: true }), { action: 'save' })).toEqual({ ok: true, change: {} });
  });

  it('sends a draft for review, and a live item’s draft while the item stays on the site', () => {
    expect(step(state('draft'), { action: 'requestReview' })).toEqual({
      ok: true,
      change: { status: 'review', reviewComment: '' },
    });
    expect(step(state('published', { hasDraft: true }), { action: 'requestReview' })).toEqual({
      ok: true,
      change: { reviewRequested: true, reviewComment: '' },
    });
  });

  it('approves onto the site, or onto the schedule when the publish time is ahead', () => {
    expect(step(state('review'), { action: 'approve' })).toEqual({
      ok: true,
      change: { ...settled, status: 'published' },
    });
    expect(step(state('review', { publishAt: soon }), { action: 'approve' })).toEqual({
      ok: true,
      change: { ...settled, status: 'scheduled' },
    });
    expect(step(state('review', { unpublishAt: nowIso }), { action: 'approve' })).toEqual({
      ok: false,
      refusal: 'endPassed',
    });
  });

  it('sends back with the comment: a draft becomes a draft again, a live item keeps its status', () => {
    expect(step(state('review'), { action: 'sendBack', comment: 'Shorter, please' })).toEqual({
      ok: true,
      change: { status: 'draft', reviewComment: 'Shorter, please' },
    });
    const waiting = state('published', { hasDraft: true, reviewRequested: true });
    expect(step(waiting, { action: 'sendBack', comment: 'No' })).toEqual({
      ok: true,
      change: { reviewRequested: false, reviewComment: 'No' },
    });
  });

  it('publishes now, keeping the item’s end time unless the form names one, never one already passed', () => {
    const ending = state('draft', { publishAt: soon, unpublishAt: later });
    expect(step(ending, { action: 'publishNow' })).toEqual({
      ok: true,
      change: { ...settled, status: 'published', publishAt: null, unpublishAt: later },
    });
    expect(step(ending, { action: 'publishNow', unpublishAt: null })).toEqual({
      ok: true,
      change: { ...settled, status: 'published', publishAt: null, unpublishAt: null },
    });
    expect(step(state('draft', { unpublishAt: past }), { action: 'publishNow' })).toEqual({
      ok: false,
      refusal: 'endPassed',
    });
    expect(step(state('draft'), { action: 'publishNow', unpublishAt: nowIso })).toEqual({
      ok: false,
      refusal: 'endPassed',
    });
  });

  it('schedules by the times given: scheduled while the start is ahead, published once it passed', () => {
    expect(step(state('draft'), { action: 'schedule', publishAt: soon, unpublishAt: later })).toEqual({
      ok: true,
      change: { ...settled, status: 'scheduled', publishAt: soon, unpublishAt: later },
    });
    expect(step(state('draft'), { action: 'schedule', publishAt: past, unpublishAt: null })).toEqual({
      ok: true,
      change: { ...settled, status: 'published', publishAt: past, unpublishAt: null },
    });
    expect(step(state('draft'), { action: 'schedule', publishAt: null, unpublishAt: null })).toEqual({
      ok: false,
      refusal: 'scheduleEmpty',
    });
    expect(step(state('draft'), { action: 'schedule', unpublishAt: past })).toEqual({
      ok: false,
      refusal: 'endPassed',
    });
  });

  it('unpublishes with the working copy stored, without touching the review comment', () => {
    expect(step(state('published', { hasDraft: true, reviewRequested: true }), { action: 'unpublish' })).toEqual({
      ok: true,
      change: { storeWorkingCopy: true, status: 'unpublished', reviewRequested: false },
    });
  });

  it('puts an item in the bin at `now`, and takes it out', () => {
    expect(step(state('draft'), { action: 'delete' })).toEqual({ ok: true, change: { deletedAt: nowIso } });
    expect(step(state('draft', { deletedAt: past }), { action: 'restore' })).toEqual({
      ok: true,
      change: { deletedAt: null },
    });
  });

  it('allows in every state exactly the actions canApply allows', () => {
    for (const status of contentStatuses) {
      for (const extra of [{}, { hasDraft: true }, { hasDraft: true, reviewRequested: true }, { deletedAt: past }]) {
        const item = state(status, extra);
        for (const action of lifecycleActions) {
          const result = step(item, { action, publishAt: soon, unpublishAt: later, comment: '' });
          expect(result.ok || result.refusal !== 'notNow').toBe(canApply(action, item, now));
        }
      }
    }
  });
});
