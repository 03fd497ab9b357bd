/** The stored row of an item staff create: a draft holding the form's fields, every other column empty. */
import type { ConsoleKind, ItemFields } from '@school/shared/console-kinds';
import type { StaffMember } from '@school/shared/console-source';
import type { ContentRow } from '../content/repository';

export function newItemRow(kind: ConsoleKind, fields: ItemFields, staff: StaffMember, at: Date): ContentRow {
  return {
    id: crypto.randomUUID(),
    school_code: staff.schoolCode,
    kind: kind.stored,
    // A keyed kind's key is made when the row is stored, where the keys in use can be seen.
    key: null,
    category: fields.category ?? kind.categories?.[0] ?? '',
    school_tab: '',
    title: '',
    description: '',
    message: '',
    name: '',
    url: '',
    video_url: '',
    venue: '',
    time: '',
    date: '',
    ...fields,
    attachments: '[]',
    attachment_alts: '[]',
    images: '[]',
    created_at: at.toISOString(),
    status: 'draft',
    publish_at: null,
    unpublish_at: null,
    deleted_at: null,
    draft: null,
    review_requested: 0,
    review_comment: '',
    // An ordered kind's new item goes to the top when it is stored (change-writer.ts).
    sort_order: 0,
    version: 1,
    created_by: staff.id,
    updated_by: staff.id,
    updated_at: at.toISOString(),
  };
}
