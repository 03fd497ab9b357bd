import { imagePath } from '@school/shared/api-paths';

/** The address of an item's first attachment, which the spec links. */
export const firstHref = (attachments: string[]) => (attachments[0] ? imagePath(attachments[0]) : undefined);
