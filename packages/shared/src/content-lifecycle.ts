/**
 * The life of a stored item, from draft to the bin. Only the status is
 * stored; whether an item is on the site is worked out when it is read, from
 * its publish and end times, so nothing has to run at a scheduled moment.
 */
export const contentStatuses = ['draft', 'review', 'scheduled', 'published', 'unpublished'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

export const statusLabels: Record<ContentStatus, string> = {
  draft: 'Draft',
  review: 'Waiting for review',
  scheduled: 'Scheduled',
  published: 'Published',
  unpublished: 'Unpublished',
};

/** How long an item stays in the bin before it is deleted for good. */
export const binDays = 30;

export interface LifecycleState {
  status: ContentStatus;
  /** ISO instants, or null. */
  publishAt: string | null;
  unpublishAt: string | null;
  deletedAt: string | null;
}

const reached = (instant: string | null, now: Date) => instant !== null && Date.parse(instant) <= now.getTime();

/** Whether the public site shows the item at `now`: published or scheduled, started, not ended, not in the bin. */
export function isOnSite(item: LifecycleState, now: Date): boolean {
  if (item.deletedAt !== null) return false;
  if (item.status !== 'published' && item.status !== 'scheduled') return false;
  if (item.publishAt !== null && !reached(item.publishAt, now)) return false;
  return !reached(item.unpublishAt, now);
}

/** The status staff see at `now`: a scheduled item whose time came is published; one past its end is unpublished. */
export function currentStatus(item: LifecycleState, now: Date): ContentStatus {
  if (item.status !== 'published' && item.status !== 'scheduled') return item.status;
  if (reached(item.unpublishAt, now)) return 'unpublished';
  if (item.status === 'scheduled' && !reached(item.publishAt, now)) return 'scheduled';
  return 'published';
}

/** The next moment after `now` when the item appears on or leaves the site, if any. */
export function nextChange(item: LifecycleState, now: Date): string | undefined {
  if (item.deletedAt !== null || (item.status !== 'published' && item.status !== 'scheduled')) return undefined;
  return [item.publishAt, item.unpublishAt]
    .filter((instant): instant is string => instant !== null && Date.parse(instant) > now.getTime())
    .sort()[0];
}

export const lifecycleActions = [
  'save',
  'requestReview',
  'approve',
  'sendBack',
  'publishNow',
  'schedule',
  'unpublish',
  'delete',
  'restore',
] as const;
export type LifecycleAction = (typeof lifecycleActions)[number];

export interface ItemState extends LifecycleState {
  /** A live item's edits waiting to be published. */
  hasDraft: boolean;
  /** A live item's edits were sent to a publisher. */
  reviewRequested: boolean;
}

/** On the site, or set to go on it: a change to such an item waits in its draft until it is published. */
export const isLive = (status: ContentStatus): boolean => status === 'published' || status === 'scheduled';

/**
 * Whether an action makes sense for an item in this state, at `now`; the
 * screens offer only these buttons and the server refuses the others (409).
 */
export function canApply(action: LifecycleAction, item: ItemState, now: Date): boolean {
  const inBin = item.deletedAt !== null;
  if (action === 'restore') return inBin;
  if (inBin) return false;
  const status = currentStatus(item, now);
  const live = isLive(item.status);
  const awaitingReview = status === 'review' || (live && item.reviewRequested);
  switch (action) {
    case 'save':
    case 'delete':
    case 'schedule':
      return true;
    case 'publishNow':
      // What an editor sent for review goes on the site one way: a publisher approves it (or sends it back).
      return !awaitingReview;
    case 'requestReview':
      return live ? item.hasDraft && !item.reviewRequested : status === 'draft' || status === 'unpublished';
    case 'approve':
    case 'sendBack':
      return awaitingReview;
    case 'unpublish':
      return status === 'published' || status === 'scheduled';
  }
}

/**
 * Where publishing or approving leaves an item: scheduled when its publish
 * time is still ahead, otherwise published. An end time must come after the start.
 */
export function publishedStatus(publishAt: string | null, now: Date): 'scheduled' | 'published' {
  return publishAt !== null && Date.parse(publishAt) > now.getTime() ? 'scheduled' : 'published';
}

/** What an action carries beyond its name, read from the staff member's form. */
export interface LifecycleRequest {
  action: LifecycleAction;
  /** `schedule`: when the item goes on the site (null: at once). */
  publishAt?: string | null;
  /** `publishNow`, `schedule`: when it leaves the site (null: never). `publishNow` without it keeps the item's. */
  unpublishAt?: string | null;
  /** `sendBack`: what the publisher tells the editor. */
  comment?: string;
}

/** What an action changes in an item's lifecycle; whatever it does not name stays as it is. */
export interface LifecycleChange {
  status?: ContentStatus;
  publishAt?: string | null;
  unpublishAt?: string | null;
  deletedAt?: string | null;
  reviewRequested?: boolean;
  reviewComment?: string;
  /** The working copy (a live item's draft, if any) becomes the stored copy, the one the site shows. */
  storeWorkingCopy?: true;
}

/** Why an action is refused: not in this state, an end time already passed, a schedule with neither time. */
export type LifecycleRefusal = 'notNow' | 'endPassed' | 'scheduleEmpty';

export type LifecycleStep = { ok: true; change: LifecycleChange } | { ok: false; refusal: LifecycleRefusal };

const allowed = (change: LifecycleChange): LifecycleStep => ({ ok: true, change });
const refused = (refusal: LifecycleRefusal): LifecycleStep => ({ ok: false, refusal });

/** Putting the working copy on the site settles any review. */
const goLive = { storeWorkingCopy: true, reviewRequested: false, reviewComment: '' } as const;

/**
 * One step of the lifecycle: where `request` takes an item in state `item` at `now`, or why it may not.
 * `item.hasDraft` is the item as it will be once the fields the action carries are saved.
 */
export function lifecycleStep(item: ItemState, request: LifecycleRequest, now: Date): LifecycleStep {
  if (!canApply(request.action, item, now)) return refused('notNow');
  const live = isLive(item.status);
  switch (request.action) {
    case 'save':
      return allowed({});
    case 'requestReview':
      // A live item stays on the site while its draft waits for review.
      return allowed({ ...(live ? { reviewRequested: true } : { status: 'review' }), reviewComment: '' });
    case 'approve':
      if (reached(item.unpublishAt, now)) return refused('endPassed');
      return allowed({ ...goLive, status: publishedStatus(item.publishAt, now) });
    case 'sendBack': {
      const reviewComment = request.comment ?? '';
      return allowed(live ? { reviewRequested: false, reviewComment } : { status: 'draft', reviewComment });
    }
    case 'publishNow': {
      const unpublishAt = request.unpublishAt === undefined ? item.unpublishAt : request.unpublishAt;
      if (reached(unpublishAt, now)) return refused('endPassed');
      return allowed({ ...goLive, status: 'published', publishAt: null, unpublishAt });
    }
    case 'schedule': {
      const publishAt = request.publishAt ?? null;
      const unpublishAt = request.unpublishAt ?? null;
      if (publishAt === null && unpublishAt === null) return refused('scheduleEmpty');
      if (reached(unpublishAt, now)) return refused('endPassed');
      return allowed({ ...goLive, status: publishedStatus(publishAt, now), publishAt, unpublishAt });
    }
    case 'unpublish':
      // Off the site, the working copy and the stored one are the same thing again.
      return allowed({ storeWorkingCopy: true, status: 'unpublished', reviewRequested: false });
    case 'delete':
      return allowed({ deletedAt: now.toISOString() });
    case 'restore':
      return allowed({ deletedAt: null });
  }
}
