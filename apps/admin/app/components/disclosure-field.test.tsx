/**
 * The Disclosure screen's form: what staff type in its boxes, lists and dates is what the hidden field sends, the
 * pass percentage is worked out as they type, and each document row says where the document is kept.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TextMeta } from './fields';
import { DisclosureField, type DisclosureDocument } from './disclosure-field';

const stored = {
  figures: { 'principal-name': 'Mrs. Shalini Varma', classrooms: '96' },
  validUntil: { 'fire-safety-certificate': '2026-12-21' },
  results: { x: [{ year: 2025, registered: 188, passed: 187, remarks: '' }], xii: [] },
  teachers: [
    { name: 'Ms. Ananya Sharma', designation: 'PGT Physics', qualifications: 'M.Sc., B.Ed.' },
    { name: 'Mr. Rahul Verma', designation: 'PGT Chemistry', qualifications: 'M.Sc., B.Ed.' },
  ],
  updated: { classrooms: '2026-11-01' },
};

const documents: DisclosureDocument[] = [
  { key: 'fire-safety-certificate', id: 'doc-fire', title: 'Fire NOC', served: true, updatedOn: '2026-04-02' },
  { key: 'noc-certificate', id: 'doc-noc', title: 'NOC', served: false, updatedOn: '2026-04-02' },
  { key: 'annual-report', title: 'annual-report', served: false, updatedOn: '' },
];

function renderField(initialValue: string = JSON.stringify(stored)) {
  const meta = { id: 'message', name: 'message', initialValue, errors: undefined, errorId: 'message-error' };
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <form aria-label="Disclosure">
          <DisclosureField meta={meta as unknown as TextMeta} documents={documents} />
        </form>
      ),
    },
  ]);
  const { container } = render(<Stub initialEntries={['/']} />);
  const sent = () => JSON.parse(container.querySelector<HTMLInputElement>('input[name="message"]')!.value);
  return { sent, user: userEvent.setup() };
}

describe('the Disclosure screen’s form', () => {
  it('sends what is stored as it was, and a typed figure in its place', async () => {
    const { sent, user } = renderField();
    expect(sent()).toMatchObject({ figures: stored.figures, validUntil: stored.validUntil, teachers: stored.teachers });
    const classrooms = screen.getByLabelText('Number of classrooms');
    await user.clear(classrooms);
    await user.type(classrooms, '103');
    expect(sent().figures.classrooms).toBe('103');
    await user.selectOptions(screen.getByLabelText('Internet facility'), 'Yes');
    expect(sent().figures.internet).toBe('Yes');
  });

  it('keeps a certificate’s date, and says where each document is kept', async () => {
    const { sent, user } = renderField();
    const fire = screen.getByLabelText('Valid until (Fire safety certificate)');
    expect(fire).toHaveValue('2026-12-21');
    await user.clear(fire);
    await user.type(fire, '2027-12-20');
    expect(sent().validUntil['fire-safety-certificate']).toBe('2027-12-20');
    expect(screen.getByText(/On the site, updated 02\/04\/2026\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Fire NOC in Documents' })).toHaveAttribute(
      'href',
      '/documents/doc-fire',
    );
    expect(screen.getByRole('link', { name: 'Open NOC in Documents' })).toHaveAttribute('href', '/documents/doc-noc');
    // Added from here, it is made under the key the row links.
    expect(screen.getByRole('link', { name: 'Add it under Documents (Annual report)' })).toHaveAttribute(
      'href',
      '/documents/new?key=annual-report',
    );
  });

  it('adds a year of results with its pass percentage worked out, and removes one', async () => {
    const { sent, user } = renderField();
    const classX = screen.getByRole('group', { name: 'Class X results' });
    expect(within(classX).getByText('Pass percentage: 99.5')).toBeInTheDocument();
    await user.click(within(classX).getByRole('button', { name: 'Add a year to Class X results' }));
    // The new row's first box has the focus, so typing goes on there.
    expect(within(classX).getByRole('group', { name: 'Class X, row 2' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await user.keyboard('2024');
    const added = within(classX).getByRole('group', { name: 'Class X, 2024' });
    await user.type(within(added).getByLabelText('Registered (Class X, 2024)'), '200');
    await user.type(within(added).getByLabelText('Passed (Class X, 2024)'), '199');
    expect(within(added).getByText('Pass percentage: 99.5')).toBeInTheDocument();
    expect(sent().results.x).toEqual([
      { year: '2025', registered: '188', passed: '187', remarks: '' },
      { year: '2024', registered: '200', passed: '199', remarks: '' },
    ]);
    await user.click(within(classX).getByRole('button', { name: 'Remove Class X, 2025' }));
    expect(sent().results.x).toEqual([{ year: '2024', registered: '200', passed: '199', remarks: '' }]);
    // The focus is not lost with the row: it goes to Add.
    expect(within(classX).getByRole('button', { name: 'Add a year to Class X results' })).toHaveFocus();
    // A number half-typed is no percentage yet.
    await user.type(within(classX).getByLabelText('Registered (Class X, 2024)'), 'x');
    expect(within(classX).getByText('Pass percentage: –')).toBeInTheDocument();
  });

  it('moves a teacher up the list, and cannot move the first one further', async () => {
    const { sent, user } = renderField();
    expect(screen.getByRole('button', { name: 'Move up Ms. Ananya Sharma' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move up Mr. Rahul Verma' }));
    expect(sent().teachers.map((teacher: { name: string }) => teacher.name)).toEqual([
      'Mr. Rahul Verma',
      'Ms. Ananya Sharma',
    ]);
    // The focus moves with the row; at the top it can only move down.
    expect(screen.getByRole('button', { name: 'Move down Mr. Rahul Verma' })).toHaveFocus();
  });

  it('starts empty for a school that has none yet, and for a sent value it cannot read', () => {
    const empty = { figures: {}, validUntil: {}, results: { x: [], xii: [] }, teachers: [], updated: {} };
    expect(renderField('').sent()).toEqual(empty);
    expect(renderField('{"figures": ').sent()).toEqual(empty);
  });
});
