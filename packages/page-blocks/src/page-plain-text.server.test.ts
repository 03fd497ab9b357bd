import { describe, expect, it } from 'vitest';
import { pagePlainText } from './page-plain-text.server';

const facts: Record<string, string> = { phone: '+91 40 4000 2002', name: 'Harmony Valley Public School' };
const factText = (name: string) => facts[name] ?? '';

describe('pagePlainText', () => {
  it('gives each heading, paragraph, list item and table cell a line of its words, without the formatting', () => {
    const text = [
      '## Fees',
      '',
      'Fees are paid in **three** instalments; see the [admission page](page:admission-process).',
      '',
      '- Books are extra',
      '- Uniform is extra',
      '',
      ':::table{caption="Tuition"}',
      '',
      '| Class | Fee (Rs.) |',
      '| ----- | --------- |',
      '| I     | 1,20,000  |',
      '',
      ':::',
    ].join('\n');
    expect(pagePlainText(text, factText).split('\n')).toEqual([
      'Fees',
      'Fees are paid in three instalments; see the admission page.',
      'Books are extra',
      'Uniform is extra',
      'Class',
      'Fee (Rs.)',
      'I',
      '1,20,000',
    ]);
  });

  it("prints a fact of the profile as the school's own, and a fact not filled in as nothing", () => {
    expect(pagePlainText('Call :school[phone] or write to :school[email].', factText)).toBe(
      'Call +91 40 4000 2002 or write to .',
    );
  });

  it('leaves nothing for blocks without words of their own: photos, a PDF, a feed', () => {
    const text = [
      'Our campus.',
      '',
      '::photos{id="campus"}',
      '',
      '::pdf{doc="fee-structure"}',
      '',
      '::live{feed="news"}',
    ];
    expect(pagePlainText(text.join('\n'), factText)).toBe('Our campus.');
  });
});
