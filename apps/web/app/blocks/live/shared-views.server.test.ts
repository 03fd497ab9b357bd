/** The views that a feed's page and the home page share, shaped from stored items. */
import { describe, expect, it } from 'vitest';
import type { ContentRecord } from '@school/shared/api-schema';
import { leaderMessage } from './shared-views.server';

const chairman: ContentRecord = {
  _id: 'c',
  category: 'Chairman',
  title: 'Chairman record',
  description: '',
  message: '<p>Dear parents,</p><p>Welcome <strong>back</strong> &amp; thank you.</p><script>alert(1)</script>',
  name: 'Chairman name',
  url: '',
  attachments: ['records/c.jpg'],
};

describe('leaderMessage', () => {
  it("the home page's carousel gets the message as plain text, without the formatted copy", () => {
    const message = leaderMessage([chairman], 'Chairman');
    expect(message?.text).toBe('Dear parents,\n\nWelcome back & thank you.');
    expect(message).not.toHaveProperty('messageHtml');
  });
});
