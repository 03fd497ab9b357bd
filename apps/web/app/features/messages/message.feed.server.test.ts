/** The message feed's loader: a leader's newest message as safe formatted HTML, or none. */
import { describe, expect, it } from 'vitest';
import { fakeLiveSource } from '../../../test/fake-live-source';
import { down, record, today, url } from '../../../test/live-fixtures';
import { loadLiveView } from '../../../test/load-live-view';
import type { LeaderMessage } from './leader-message';

describe("leaders' messages", () => {
  const chairman = record('c', 'Chairman', {
    message: '<p>Dear parents,</p><p>Welcome <strong>back</strong> &amp; thank you.</p><script>alert(1)</script>',
    attachments: ['records/c.jpg'],
  });

  it("a leader's page gets the message as safe formatted HTML", async () => {
    const { source } = fakeLiveSource({ records: [chairman] });
    const view = await loadLiveView<typeof LeaderMessage>(
      { feed: 'message', category: 'Chairman' },
      source,
      url,
      today,
    );
    if (view.feed !== 'message') throw new Error('wrong feed');
    expect(view.message).toEqual({
      name: 'Chairman name',
      title: 'Chairman record',
      messageHtml: '<p>Dear parents,</p><p>Welcome <strong>back</strong> &amp; thank you.</p>',
      photo: expect.objectContaining({ src: '/api/image/records/c.jpg' }),
    });
  });

  it('a record without a message gives its description as the message', async () => {
    const { source } = fakeLiveSource({
      records: [record('d', 'Director', { description: 'Learning <b>is</b> joy.' })],
    });
    const view = await loadLiveView<typeof LeaderMessage>(
      { feed: 'message', category: 'Director' },
      source,
      url,
      today,
    );
    if (view.feed !== 'message') throw new Error('wrong feed');
    expect(view.message?.messageHtml).toBe('Learning <b>is</b> joy.');
  });

  it("no message of the category, or a failed load, gives no message but the spec's 400x400 placeholder photo", async () => {
    const placeholder = { src: '/generated/images/portrait-placeholder.svg', alt: 'Photo to follow', resized: false };
    const { source } = fakeLiveSource({ records: [record('d', 'Director')] });
    expect(
      await loadLiveView<typeof LeaderMessage>({ feed: 'message', category: 'Principal' }, source, url, today),
    ).toEqual({
      feed: 'message',
      category: 'Principal',
      placeholder,
    });
    const failing = fakeLiveSource({ records: down });
    expect(
      await loadLiveView<typeof LeaderMessage>({ feed: 'message', category: 'Chairman' }, failing.source, url, today),
    ).toEqual({
      feed: 'message',
      category: 'Chairman',
      placeholder,
    });
    expect(failing.logError).toHaveBeenCalledExactlyOnceWith('Error fetching the Chairman message', down);
  });
});
