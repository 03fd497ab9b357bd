/**
 * The contact form of spec sections 4, 5 and 8: field messages, the overall
 * message, messages clearing as a field is edited, and what happens when the
 * message is sent, refused or lost. The form API is mocked at the network layer.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { school } from '@school/content/school';
import { apiUrl, mockApi, setupMockApi } from '../../../test/mock-api';
import { formRules } from '../../site/form-rules';
import { ContactForm } from './contact-form';

setupMockApi();

const filled = {
  name: 'Anita Rao',
  email: 'anita.rao@example.com',
  phone: '9876543210',
  profession: 'Parent',
  message: 'When do admissions for Class XI open?',
};

const formUrl = apiUrl('form', { schoolcode: school.code, formType: 'contact' });

interface Sent {
  url: string;
  contentType: string | null;
  body: unknown;
}

/** Answers the contact form's POST with `answer` (one per request, the last repeating), recording what was sent. */
function answerForm(...answers: (() => Response | Promise<Response>)[]): Sent[] {
  const sent: Sent[] = [];
  mockApi.use(
    http.post(formUrl, async ({ request }) => {
      sent.push({ url: request.url, contentType: request.headers.get('content-type'), body: await request.json() });
      const answer = answers[Math.min(sent.length, answers.length) - 1]!;
      return answer();
    }),
  );
  return sent;
}

function fields() {
  return {
    name: screen.getByLabelText('Name') as HTMLInputElement,
    email: screen.getByLabelText('Email') as HTMLInputElement,
    phone: screen.getByLabelText('Phone Number') as HTMLInputElement,
    profession: screen.getByLabelText('Profession') as HTMLSelectElement,
    message: screen.getByLabelText('Message') as HTMLTextAreaElement,
  };
}

function setup() {
  const user = userEvent.setup({ delay: null });
  render(<ContactForm />);
  // The form loads its rules on the first submit (form-rules.ts): the press is done once they have run.
  const submit = async () => {
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await act(() => formRules());
  };
  const fill = async (values: Partial<typeof filled> = filled) => {
    const f = fields();
    if (values.name) await user.type(f.name, values.name);
    if (values.email) await user.type(f.email, values.email);
    if (values.phone) await user.type(f.phone, values.phone);
    if (values.profession) await user.selectOptions(f.profession, values.profession);
    if (values.message) await user.type(f.message, values.message);
  };
  return { user, submit, fill };
}

const status = () => screen.getByRole('status');

describe('ContactForm', () => {
  it('offers the six professions of the spec', () => {
    render(<ContactForm />);
    const options = Array.from(fields().profession.options).map((option) => option.value);
    expect(options).toEqual(['', 'Parent', 'Student', 'Teacher', 'Vendor', 'Media', 'Other']);
  });

  it('shows every field message and the overall message when sent empty, and sends nothing', async () => {
    const sent = answerForm(() => HttpResponse.json(true));
    const { submit } = setup();
    await submit();

    for (const message of [
      'Name cannot be empty',
      'Email cannot be empty',
      'Phone number cannot be empty',
      'Message cannot be empty',
      'Please select your profession',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    expect(screen.queryByText('Invalid phone number, must be 10 digits')).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('Please fill all fields correctly.');
    expect(sent).toHaveLength(0);
  });

  it('ties each message to its field', async () => {
    const { submit } = setup();
    await submit();
    const f = fields();
    expect(f.name).toHaveAttribute('aria-invalid', 'true');
    expect(f.name).toHaveAccessibleDescription('Name cannot be empty');
    expect(f.email).toHaveAccessibleDescription('Email cannot be empty');
    expect(f.phone).toHaveAccessibleDescription('Phone number cannot be empty');
    expect(f.profession).toHaveAccessibleDescription('Please select your profession');
    expect(f.message).toHaveAccessibleDescription('Message cannot be empty');
  });

  it('shows the format messages for a malformed email and phone', async () => {
    const sent = answerForm(() => HttpResponse.json(true));
    const { submit, fill } = setup();
    await fill({ ...filled, email: 'anita@example', phone: '98765' });
    await submit();

    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number, must be 10 digits')).toBeInTheDocument();
    expect(screen.queryByText('Name cannot be empty')).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('Please fill all fields correctly.');
    expect(sent).toHaveLength(0);
  });

  it('clears a field message as soon as that field is edited, and leaves the others', async () => {
    const { user, submit } = setup();
    await submit();
    const f = fields();

    await user.type(f.name, 'A');
    expect(screen.queryByText('Name cannot be empty')).not.toBeInTheDocument();
    expect(f.name).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Email cannot be empty')).toBeInTheDocument();

    await user.type(f.email, 'x');
    expect(screen.queryByText('Email cannot be empty')).not.toBeInTheDocument();

    await user.type(f.phone, '1');
    expect(screen.queryByText('Phone number cannot be empty')).not.toBeInTheDocument();

    await user.selectOptions(f.profession, 'Teacher');
    expect(screen.queryByText('Please select your profession')).not.toBeInTheDocument();

    await user.type(f.message, 'Hi');
    expect(screen.queryByText('Message cannot be empty')).not.toBeInTheDocument();
  });

  it("posts the form with the tag 'dif' to /api/form/<code>/contact, thanks the visitor and clears the form", async () => {
    const sent = answerForm(() => HttpResponse.json({ ok: true }));
    const { submit, fill } = setup();
    await fill({ ...filled, name: '  Anita Rao  ' });
    await submit();

    await waitFor(() => expect(status()).toHaveTextContent('Thank you for your feedback!'));
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]!.url).pathname).toBe(`/api/form/${school.code}/contact`);
    expect(sent[0]!.contentType).toMatch(/application\/json/);
    expect(sent[0]!.body).toEqual({ ...filled, tag: 'dif' });

    const f = fields();
    expect(f.name).toHaveValue('');
    expect(f.email).toHaveValue('');
    expect(f.phone).toHaveValue('');
    expect(f.profession).toHaveValue('');
    expect(f.message).toHaveValue('');
  });

  it('takes a phone number written the Indian way, and sends only its 10 digits', async () => {
    const sent = answerForm(() => HttpResponse.json(true));
    const { submit, fill } = setup();
    await fill({ ...filled, phone: '+91 98765-43210' });
    await submit();

    await waitFor(() => expect(status()).toHaveTextContent('Thank you for your feedback!'));
    expect(screen.queryByText('Invalid phone number, must be 10 digits')).not.toBeInTheDocument();
    expect(sent[0]!.body).toEqual({ ...filled, phone: '9876543210', tag: 'dif' });
  });

  it('offers the telephone keypad, which has the plus sign, spaces and hyphens', () => {
    render(<ContactForm />);
    expect(fields().phone).toHaveAttribute('inputmode', 'tel');
  });

  it('disables the button while the message is being sent', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    answerForm(async () => {
      await released;
      return HttpResponse.json(true);
    });
    const { submit, fill } = setup();
    await fill();
    await submit();

    const button = await screen.findByRole('button', { name: /Sending/ });
    expect(button).toBeDisabled();
    release();
    await waitFor(() => expect(status()).toHaveTextContent('Thank you for your feedback!'));
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it.each<[string, () => Response]>([
    // A truthy JSON body, so only the status can tell the form it failed.
    ['the server answers 500', () => HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 })],
    ['the server answers 400', () => HttpResponse.json({ error: 'bad' }, { status: 400 })],
    ['the server answers a falsy result', () => HttpResponse.json(false)],
    ['the answer is not JSON', () => new HttpResponse('<html>', { status: 200 })],
    ['the network fails', () => HttpResponse.error()],
  ])("says 'Failed to send message. Please try again.' when %s, and keeps what was typed", async (_case, answer) => {
    const sent = answerForm(answer);
    const { submit, fill } = setup();
    await fill();
    await submit();

    await waitFor(() => expect(status()).toHaveTextContent('Failed to send message. Please try again.'));
    expect(sent).toHaveLength(1);
    expect(screen.queryByText('Thank you for your feedback!')).not.toBeInTheDocument();
    expect(fields().name).toHaveValue(filled.name);
    expect(fields().message).toHaveValue(filled.message);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('replaces a failure message with the thanks when sent again successfully', async () => {
    const sent = answerForm(
      () => HttpResponse.error(),
      () => HttpResponse.json(true),
    );
    const { submit, fill } = setup();
    await fill();
    await submit();
    await waitFor(() => expect(status()).toHaveTextContent('Failed to send message. Please try again.'));

    await submit();
    await waitFor(() => expect(status()).toHaveTextContent('Thank you for your feedback!'));
    expect(sent).toHaveLength(2);
  });
});
