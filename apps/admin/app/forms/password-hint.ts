import { minimumPasswordLength } from '@school/shared/staff-schemas';

export const passwordHint = `At least ${minimumPasswordLength} characters. A few words you will remember make a good one.`;
