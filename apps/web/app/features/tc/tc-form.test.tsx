/**
 * The transfer certificate look-up of spec sections 4, 7 and 8: the empty
 * message and its clearing, the look-up failure under the form, the download
 * failure alert, and the certificate saved as tc.jpg (tc.pdf for a PDF). Beyond the spec: the admission field's
 * typing hints, the no-match hint after a
 * 404, and the "saved" status line. The look-up and the certificate image are
 * mocked at the network layer.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { school } from '@school/content/school';
import { apiUrl, mockApi, setupMockApi } from '../../../test/mock-api';
import { formRules } from '../../site/form-rules';
import { TcForm } from './tc-form';

setupMockApi();

let alertSpy: Mock<(message?: unknown) => void>;
let consoleErrorSpy: Mock<(...args: unknown[]) => void>;
let clickSpy: Mock<() => void>;
let createObjectUrl: Mock<(object: Blob | MediaSource) => string>;
let revokeObjectUrl: Mock<(url: string) => void>;

const originalCreateObjectUrl = URL.createObjectURL;
const originalRevokeObjectUrl = URL.revokeObjectURL;
const originalAlert = window.alert;

beforeEach(() => {
  // happy-dom has no window.alert of its own.
  alertSpy = vi.fn();
  vi.stubGlobal('alert', alertSpy);
  window.alert = alertSpy;
  consoleErrorSpy = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(consoleErrorSpy);
  // The anchor click would navigate the test page; record it instead.
  clickSpy = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(clickSpy);
  createObjectUrl = vi.fn(() => 'blob:http://localhost/tc-file');
  revokeObjectUrl = vi.fn();
  URL.createObjectURL = createObjectUrl;
  URL.revokeObjectURL = revokeObjectUrl;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  URL.createObjectURL = originalCreateObjectUrl;
  URL.revokeObjectURL = originalRevokeObjectUrl;
  window.alert = originalAlert;
});

interface LookUp {
  url: string;
  contentType: string | null;
  body: unknown;
}

/** Answers the look-up POST with `answer`, recording each request's URL, content type and JSON body. */
function answerLookUp(answer: () => Response | Promise<Response>): LookUp[] {
  const sent: LookUp[] = [];
  mockApi.use(
    http.post(apiUrl('tcLookup'), async ({ request }) => {
      sent.push({ url: request.url, contentType: request.headers.get('content-type'), body: await request.json() });
      return answer();
    }),
  );
  return sent;
}

/** Answers every `/api/image/…` GET with `answer`, recording the requested paths as sent (still encoded). */
function answerImage(answer: () => Response | Promise<Response>): string[] {
  const paths: string[] = [];
  mockApi.use(
    http.get(apiUrl('image'), ({ request }) => {
      paths.push(new URL(request.url).pathname);
      return answer();
    }),
  );
  return paths;
}

function setup() {
  const user = userEvent.setup({ delay: null });
  render(<TcForm />);
  const admission = screen.getByLabelText('Admission No.');
  const name = screen.getByLabelText('Student Full Name');
  // The form loads its rules on the first submit (form-rules.ts): the press is done once they have run.
  const submit = async () => {
    await user.click(screen.getByRole('button', { name: 'View Details' }));
    await act(() => formRules());
  };
  return { user, admission, name, submit };
}

const message = () => screen.getByRole('alert');
const status = () => screen.getByRole('status');
const noMatchHint = "Check the admission number and the student's full name as written in the school's records.";

describe('TcForm', () => {
  it.each([
    ['both fields empty', '', ''],
    ['the admission number empty', '', 'Anita Rao'],
    ['the name empty', 'HV2019/0456', ''],
    ['both fields blank', '   ', '   '],
    ['the name blank', 'HV2019/0456', '   '],
  ])("says 'Please fill in all fields' with %s, and looks nothing up", async (_case, admissionNo, fullName) => {
    const lookUps = answerLookUp(() => HttpResponse.json({ data: 'tc/hv-0456.jpg' }));
    const downloads = answerImage(() => new HttpResponse('jpeg bytes'));
    const { user, admission, name, submit } = setup();
    if (admissionNo) await user.type(admission, admissionNo);
    if (fullName) await user.type(name, fullName);
    await submit();

    expect(message()).toHaveTextContent('Please fill in all fields');
    expect(lookUps).toHaveLength(0);
    expect(downloads).toHaveLength(0);
  });

  it.each([['Admission No.'], ['Student Full Name']])('clears the message when %s is edited', async (label) => {
    const { user, submit } = setup();
    await submit();
    expect(message()).toHaveTextContent('Please fill in all fields');

    await user.type(screen.getByLabelText(label), 'x');
    expect(message()).toBeEmptyDOMElement();
  });

  it('clears the message when a character is deleted too', async () => {
    const { user, admission, submit } = setup();
    await user.type(admission, '12');
    await submit();
    expect(message()).toHaveTextContent('Please fill in all fields');
    await user.type(admission, '{Backspace}');
    expect(message()).toBeEmptyDOMElement();
  });

  it('types the admission number as a code: capitals, no autofill, no spell check', () => {
    const { admission } = setup();
    expect(admission).toHaveAttribute('autocapitalize', 'characters');
    expect(admission).toHaveAttribute('autocomplete', 'off');
    expect(admission).toHaveAttribute('spellcheck', 'false');
  });

  it('describes both fields by the message while it shows', async () => {
    const { admission, name, submit } = setup();
    await submit();
    expect(admission).toHaveAccessibleDescription('Please fill in all fields');
    expect(name).toHaveAccessibleDescription('Please fill in all fields');
  });

  it.each<[string, () => Response]>([
    // A well-formed body, so only the status can tell the form the look-up failed.
    ['the server answers 500', () => HttpResponse.json({ data: 'tc/hv-0456.jpg' }, { status: 500 })],
    ['the server answers 404', () => HttpResponse.json({ message: 'not found' }, { status: 404 })],
    ['the answer has no data', () => HttpResponse.json({})],
    ['the answer is not JSON', () => new HttpResponse('<html>')],
    ['the network fails', () => HttpResponse.error()],
  ])("says 'Failed to process your request. Please try again later.' when %s, and logs it", async (_case, answer) => {
    const lookUps = answerLookUp(answer);
    const downloads = answerImage(() => new HttpResponse('jpeg bytes'));
    const { user, admission, name, submit } = setup();
    await user.type(admission, 'HV2019/0456');
    await user.type(name, 'Anita Rao');
    await submit();

    await waitFor(() => expect(message()).toHaveTextContent('Failed to process your request. Please try again later.'));
    expect(consoleErrorSpy).toHaveBeenCalled();
    expect(lookUps).toHaveLength(1);
    expect(downloads).toHaveLength(0);
    expect(alertSpy).not.toHaveBeenCalled();
    expect(clickSpy).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'View Details' })).toBeEnabled();
  });

  it('follows the failure message with what to check when no certificate matches (404)', async () => {
    answerLookUp(() => HttpResponse.json({ message: 'not found' }, { status: 404 }));
    const { user, admission, name, submit } = setup();
    await user.type(admission, 'HV2019/0456');
    await user.type(name, 'Anita Rao');
    await submit();

    await waitFor(() => expect(status()).toHaveTextContent(noMatchHint));
    // The spec's message is unchanged and comes first; the hint is the next line.
    expect(message()).toHaveTextContent(/^Failed to process your request\. Please try again later\.$/);
    expect(message().nextElementSibling).toBe(status());

    await user.type(name, 'x');
    expect(status()).toBeEmptyDOMElement();
  });

  it.each<[string, () => Response]>([
    ['the server answers 500', () => HttpResponse.json({ message: 'broken' }, { status: 500 })],
    ['the network fails', () => HttpResponse.error()],
  ])('gives no hint about the number and name when %s', async (_case, answer) => {
    answerLookUp(answer);
    const { user, admission, name, submit } = setup();
    await user.type(admission, 'HV2019/0456');
    await user.type(name, 'Anita Rao');
    await submit();

    await waitFor(() => expect(message()).toHaveTextContent('Failed to process your request. Please try again later.'));
    expect(status()).toBeEmptyDOMElement();
  });

  it('posts the admission number and name to /api/tc/<code>', async () => {
    const lookUps = answerLookUp(() => HttpResponse.json({ data: 'tc/hv-0456.jpg' }));
    const downloads = answerImage(() => new HttpResponse(new Blob(['jpeg bytes'], { type: 'image/jpeg' })));
    const { user, admission, name, submit } = setup();
    await user.type(admission, ' HV2019/0456 ');
    await user.type(name, 'Anita Rao');
    await submit();

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(lookUps).toHaveLength(1);
    expect(new URL(lookUps[0]!.url).pathname).toBe(`/api/tc/${school.code}`);
    expect(lookUps[0]!.contentType).toMatch(/application\/json/);
    expect(lookUps[0]!.body).toEqual({ admission: 'HV2019/0456', name: 'Anita Rao' });
  });

  it("alerts 'Failed to download data.' when the look-up succeeds but the image cannot be fetched", async () => {
    answerLookUp(() => HttpResponse.json({ data: 'tc/hv-0456.jpg' }));
    const downloads = answerImage(() => new HttpResponse('missing', { status: 404 }));
    const { user, admission, name, submit } = setup();
    await user.type(admission, 'HV2019/0456');
    await user.type(name, 'Anita Rao');
    await submit();

    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Failed to download data.'));
    expect(downloads).toEqual(['/api/image/tc/hv-0456.jpg']);
    expect(clickSpy).not.toHaveBeenCalled();
    expect(message()).toBeEmptyDOMElement();
    expect(status()).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'View Details' })).toBeEnabled();
  });

  it("alerts 'Failed to download data.' when the image fetch throws", async () => {
    answerLookUp(() => HttpResponse.json({ data: 'tc/hv-0456.jpg' }));
    const downloads = answerImage(() => HttpResponse.error());
    const { user, admission, name, submit } = setup();
    await user.type(admission, 'HV2019/0456');
    await user.type(name, 'Anita Rao');
    await submit();

    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Failed to download data.'));
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(downloads).toHaveLength(1);
    expect(clickSpy).not.toHaveBeenCalled();
  });

  it('saves the certificate image as tc.jpg and says so in a status line', async () => {
    answerLookUp(() => HttpResponse.json({ data: 'tc/hv 0456 #2.jpg' }));
    const downloads = answerImage(
      () =>
        new HttpResponse(new Blob(['jpeg bytes'], { type: 'image/jpeg' }), {
          headers: { 'content-type': 'image/jpeg' },
        }),
    );
    const { user, admission, name, submit } = setup();
    await user.type(admission, 'HV2019/0456');
    await user.type(name, 'Anita Rao');
    await submit();

    await waitFor(() => expect(clickSpy).toHaveBeenCalledTimes(1));
    // The stored path's slashes stay; anything else a visitor could influence is encoded.
    expect(downloads).toEqual(['/api/image/tc/hv%200456%20%232.jpg']);
    expect(createObjectUrl).toHaveBeenCalledTimes(1);
    const blob = createObjectUrl.mock.calls[0]![0] as Blob;
    expect(await blob.text()).toBe('jpeg bytes');

    const anchor = clickSpy.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor).toBeInstanceOf(HTMLAnchorElement);
    expect(anchor.download).toBe('tc.jpg');
    expect(anchor.getAttribute('href')).toBe('blob:http://localhost/tc-file');
    await waitFor(() => expect(revokeObjectUrl).toHaveBeenCalledWith('blob:http://localhost/tc-file'));
    expect(alertSpy).not.toHaveBeenCalled();
    expect(message()).toBeEmptyDOMElement();
    expect(status()).toHaveTextContent(/^Certificate saved as tc\.jpg\.$/);
  });

  it('saves a certificate the school keeps as a PDF as tc.pdf, and says so', async () => {
    answerLookUp(() => HttpResponse.json({ data: 'tc/hv-0456' }));
    answerImage(
      () =>
        new HttpResponse(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
          headers: { 'content-type': 'application/pdf' },
        }),
    );
    const { user, admission, name, submit } = setup();
    await user.type(admission, 'HV2019/0456');
    await user.type(name, 'Anita Rao');
    await submit();

    await waitFor(() => expect(clickSpy).toHaveBeenCalledTimes(1));
    expect((clickSpy.mock.contexts[0] as HTMLAnchorElement).download).toBe('tc.pdf');
    await waitFor(() => expect(status()).toHaveTextContent(/^Certificate saved as tc\.pdf\.$/));
  });

  it('clears an earlier failure when a retry succeeds', async () => {
    let attempts = 0;
    answerLookUp(() =>
      ++attempts === 1
        ? HttpResponse.json({ message: 'broken' }, { status: 500 })
        : HttpResponse.json({ data: 'tc/hv-0456.jpg' }),
    );
    answerImage(() => new HttpResponse(new Blob(['jpeg bytes'], { type: 'image/jpeg' })));
    const { user, admission, name, submit } = setup();
    await user.type(admission, 'HV2019/0456');
    await user.type(name, 'Anita Rao');
    await submit();
    await waitFor(() => expect(message()).toHaveTextContent('Failed to process your request. Please try again later.'));

    await submit();
    await waitFor(() => expect(status()).toHaveTextContent('Certificate saved as tc.jpg.'));
    expect(message()).toBeEmptyDOMElement();
  });

  it('disables View Details while the look-up runs', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const lookUps = answerLookUp(async () => {
      await released;
      return new HttpResponse('', { status: 500 });
    });
    const { user, admission, name, submit } = setup();
    await user.type(admission, 'HV2019/0456');
    await user.type(name, 'Anita Rao');
    await submit();

    expect(screen.getByRole('button', { name: 'View Details' })).toBeDisabled();
    await waitFor(() => expect(lookUps).toHaveLength(1));
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'View Details' })).toBeEnabled());
  });
});
