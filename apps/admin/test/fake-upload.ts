/**
 * A stand-in for XMLHttpRequest in component tests of the upload screens: it
 * keeps each request (where it went, what it sent) until the test answers it,
 * and reports upload progress when asked. Nothing leaves the test.
 */
import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

export class FakeUpload {
  static sent: FakeUpload[] = [];

  method = '';
  url = '';
  body: FormData | undefined;
  headers: Record<string, string> = {};
  responseType = '';
  status = 0;
  response: unknown = null;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }

  /** The upload has got this far. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  /** The server answers. */
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }

  /** The connection breaks. */
  fail() {
    this.onerror?.();
  }
}

/** Puts the fake in place of XMLHttpRequest for one test; answers the list of requests it will keep. */
export function fakeUploads(): FakeUpload[] {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  return FakeUpload.sent;
}

/**
 * Chooses files in a file field as a person does. user-event's `upload` lays its own list over the field,
 * which happy-dom's FormData does not read, so the files go in through the field's own setter.
 */
export function chooseFiles(input: HTMLElement, ...files: File[]): void {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  (input as HTMLInputElement).files = transfer.files;
  fireEvent.input(input);
  fireEvent.change(input);
}
