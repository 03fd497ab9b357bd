/**
 * The formatted-text editor's tools for a page's text, as staff press them: Insert fact puts a fact of the profile
 * where the caret is, as a token the field sends as the fact (never its label as words); Insert block puts a new
 * block after the caret's paragraph; Cancel and Escape close a panel and insert nothing.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import RichTextEditor from './rich-text-editor';

function renderEditor(initialHtml = '<p>Call us.</p>', documents: { key: string; title: string }[] = []) {
  const { container } = render(
    <RichTextEditor
      name="message"
      label="Text"
      labelId="text-label"
      describedBy={undefined}
      invalid={false}
      required={false}
      initialHtml={initialHtml}
      focused={false}
      pageText
      documents={documents}
    />,
  );
  const sent = () => (container.querySelector('input[name="message"]') as HTMLInputElement).value;
  return { sent };
}

const tool = (name: string) => screen.getByRole('button', { name });

describe('Insert fact', () => {
  it('puts the chosen fact where the caret is, sent as the fact it is', async () => {
    const user = userEvent.setup();
    const { sent } = renderEditor();
    await user.click(tool('Insert fact'));
    expect(tool('Insert fact')).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(screen.getByLabelText('Fact of the school'), 'Admissions email');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(sent()).toContain('data-school-fact="admissions-email"'));
    expect(sent()).toContain('data-label="Admissions email"');
    expect(screen.queryByLabelText('Fact of the school')).toBeNull();
    expect(tool('Insert fact')).toHaveAttribute('aria-pressed', 'false');
  });

  it('inserts nothing when Cancel or Escape closes it, and gives the button its focus back', async () => {
    const user = userEvent.setup();
    const { sent } = renderEditor();
    const before = sent();
    await user.click(tool('Insert fact'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(tool('Insert fact')).toHaveFocus();
    await user.click(tool('Insert fact'));
    await waitFor(() => expect(screen.getByLabelText('Fact of the school')).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Fact of the school')).toBeNull();
    expect(sent()).toBe(before);
  });

  it('closes the link panel when it opens, and the other way round', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(tool('Link'));
    expect(screen.getByLabelText('Link address')).toBeVisible();
    await user.click(tool('Insert fact'));
    expect(screen.queryByLabelText('Link address')).toBeNull();
    await user.click(tool('Link'));
    expect(screen.queryByLabelText('Fact of the school')).toBeNull();
  });
});

describe('Insert block', () => {
  it('puts the chosen block after the caret’s paragraph, sent as that block, and closes its panel', async () => {
    const user = userEvent.setup();
    const { sent } = renderEditor();
    await user.click(tool('Insert block'));
    expect(tool('Insert block')).toHaveAttribute('aria-pressed', 'true');
    const choice = screen.getByLabelText('Block to insert');
    expect([...choice.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Table',
      'List',
      'Questions and answers',
    ]);
    await user.selectOptions(choice, 'Questions and answers');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(sent()).toMatch(/^<p>Call us\.<\/p><section data-block="faq"/));
    expect(screen.queryByLabelText('Block to insert')).toBeNull();
    expect(tool('Insert block')).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers each of the school’s documents in a frame, and puts the one chosen after the caret’s paragraph', async () => {
    const user = userEvent.setup();
    const { sent } = renderEditor('<p>Call us.</p>', [
      { key: 'fee-structure', title: 'Fee structure' },
      { key: 'holiday-list', title: 'Holiday list' },
    ]);
    await user.click(tool('Insert block'));
    await user.selectOptions(screen.getByLabelText('Block to insert'), 'PDF: Holiday list');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(sent()).toContain('data-block="pdf"'));
    expect(sent()).toContain('data-label="PDF: Holiday list"');
    expect(sent()).toContain('&quot;id&quot;:&quot;holiday-list&quot;');
  });

  it('is one panel at a time with Insert fact, and Escape gives its button the focus back', async () => {
    const user = userEvent.setup();
    const { sent } = renderEditor();
    const before = sent();
    await user.click(tool('Insert fact'));
    await user.click(tool('Insert block'));
    expect(screen.queryByLabelText('Fact of the school')).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Block to insert')).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(tool('Insert block')).toHaveFocus();
    expect(sent()).toBe(before);
  });
});
