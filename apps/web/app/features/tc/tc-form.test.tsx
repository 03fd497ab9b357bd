/**
 * The transfer certificate look-up of spec sections 4, 7 and 8: the empty
 * message and its clearing, the look-up failure under the form, the download
 * failure alert, and the certificate saved as tc.jpg.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { school } from '@school/content/school';
import { TcForm } from './tc-form';

let fetchMock: Mock<typeof fetch>;
let alertSpy: Mock<(message?: unknown) => void>;
let consoleErrorSpy: Mock<(...args: unknown[]) => void>;
let clickSpy: Mock<() => void>;
let createObjectUrl: Mock<(object: Blob | MediaSource) => string>;
let revokeObjectUrl: Mock<(url: string) => void>;

const originalCreateObjectUrl = URL.createObjectURL;
const originalRevokeObjectUrl = URL.revokeObjectURL;
const originalAlert = window.alert;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
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

function setup() {
  const user = userEvent.setup({ delay: null });
  render(<TcForm />);
  const admission = screen.getByLabelText('Admission No.');
  const name = screen.getByLabelText('Student Full Name');
  const submit = () => user.click(screen.getByRole('button', { name: 'View Details' }));
  return { user, admission, name, submit };
}

const message = () => screen.getByRole('alert');

describe('TcForm', () => {
  it.each([
    ['both fields empty', '', ''],
    ['the admission number empty', '', 'Anita Rao'],
    ['the name empty', 'HV2019/0456', ''],
    ['both fields blank', '   ', '   '],
    ['the name blank', 'HV2019/0456', '   '],
  ])("says 'Please fill in all fields' with %s, and looks nothing up", async (_case, admissionNo, fullName) => {
    const { user, admission, name, submit } = setup();
    if (admissionNo) await user.type(admission, admissionNo);
    if (fullName) await user.type(name, fullName);
    await submit();

    expect(message()).toHaveTextContent('Please fill in all fields');
    expect(fetchMock).not.toHaveBeenCalled();
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

  it('describes both fields by the message while it shows', async () => {
    const { admission, name, submit } = setup();
    await submit();
    expect(admission).toHaveAccessibleDescription('Please fill in all fields');
    expect(name).toHaveAccessibleDescription('Please fill in all fields');
  });

  it.each<[string, () => Promise<Response>]>([
    ['the server answers 500', async () => new Response('oops', { status: 500 })],
    ['the server answers 404', async () => Response.json({ message: 'not found' }, { status: 404 })],
    ['the answer has no data', async () => Response.json({})],
    ['the answer is not JSON', async () => new Response('<html>')],
    [
      'the network fails',
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])("says 'Failed to process your request. Please try again later.' when %s, and logs it", async (_case, answer) => {
    fetchMock.mockImplementation(answer);
    const { user, admission, name, submit } = setup();
    await user.type(admission, 'HV2019/0456');
    await user.type(name, 'Anita Rao');
    await submit();

    await waitFor(() => expect(message()).toHaveTextContent('Failed to process your request. Please try again later.'));
    expect(consoleErrorSpy).toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(alertSpy).not.toHaveBeenCalled();
    expect(clickSpy).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'View Details' })).toBeEnabled();
  });

  it('posts the admission number and name to /api/tc/<code>', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ data: 'tc/hv-0456.jpg' }));
    fetchMock.mockResolvedValueOnce(new Response(new Blob(['jpeg bytes'], { type: 'image/jpeg' })));
    const { user, admission, name, submit } = setup();
    await user.type(admission, ' HV2019/0456 ');
    await user.type(name, 'Anita Rao');
    await submit();

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/tc/${school.code}`);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toMatch(/application\/json/);
    expect(JSON.parse(String(init?.body))).toEqual({ admission: 'HV2019/0456', name: 'Anita Rao' });
  });

  it("alerts 'Failed to download data.' when the look-up succeeds but the image cannot be fetched", async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ data: 'tc/hv-0456.jpg' }));
    fetchMock.mockResolvedValueOnce(new Response('missing', { status: 404 }));
    const { user, admission, name, submit } = setup();
    await user.type(admission, 'HV2019/0456');
    await user.type(name, 'Anita Rao');
    await submit();

    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Failed to download data.'));
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/image/tc/hv-0456.jpg');
    expect(clickSpy).not.toHaveBeenCalled();
    expect(message()).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'View Details' })).toBeEnabled();
  });

  it("alerts 'Failed to download data.' when the image fetch throws", async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ data: 'tc/hv-0456.jpg' }));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user, admission, name, submit } = setup();
    await user.type(admission, 'HV2019/0456');
    await user.type(name, 'Anita Rao');
    await submit();

    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Failed to download data.'));
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(clickSpy).not.toHaveBeenCalled();
  });

  it('saves the certificate image as tc.jpg', async () => {
    const image = new Blob(['jpeg bytes'], { type: 'image/jpeg' });
    fetchMock.mockResolvedValueOnce(Response.json({ data: 'tc/hv 0456.jpg' }));
    fetchMock.mockResolvedValueOnce(new Response(image, { headers: { 'content-type': 'image/jpeg' } }));
    const { user, admission, name, submit } = setup();
    await user.type(admission, 'HV2019/0456');
    await user.type(name, 'Anita Rao');
    await submit();

    await waitFor(() => expect(clickSpy).toHaveBeenCalledTimes(1));
    // The stored path's slashes stay; anything else a visitor could influence is encoded.
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/image/tc/hv%200456.jpg');
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
  });

  it('disables View Details while the look-up runs', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const { user, admission, name, submit } = setup();
    await user.type(admission, 'HV2019/0456');
    await user.type(name, 'Anita Rao');
    await submit();

    expect(screen.getByRole('button', { name: 'View Details' })).toBeDisabled();
    answer(new Response('', { status: 500 }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'View Details' })).toBeEnabled());
  });
});
