import { createUploadFetch } from './uploadFetch';

/** A stand-in for the browser's XMLHttpRequest that records the request and answers when told. */
class RecordingXhr {
  static last: RecordingXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    RecordingXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\nx-request-id: r1\r\n';
  }
  abort() {
    this.onabort?.();
  }
}

const Xhr = RecordingXhr as unknown as typeof XMLHttpRequest;

describe('createUploadFetch', () => {
  it('sends a FormData body with progress through XMLHttpRequest and answers a Response', async () => {
    const plainFetch = jest.fn();
    const progress: number[] = [];
    const body = new FormData();
    body.append('operations', '{}');
    const answer = createUploadFetch(Xhr, plainFetch)('/graphql', {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'apollo-require-preflight': 'true' },
      body,
      onUploadProgress: (fraction: number) => progress.push(fraction),
    } as RequestInit);
    const xhr = RecordingXhr.last;
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['POST', '/graphql', body]);
    expect(xhr.headers).toEqual({ authorization: 'Bearer t', 'apollo-require-preflight': 'true' });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 } as ProgressEvent);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 } as ProgressEvent);
    Object.assign(xhr, { status: 200, statusText: 'OK', responseText: '{"data":{"ok":true}}' });
    xhr.onload?.();
    const response = await answer;
    expect(progress).toEqual([0.25, 1]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ data: { ok: true } });
    expect(plainFetch).not.toHaveBeenCalled();
  });

  it('rejects when the upload fails or is aborted', async () => {
    const failed = createUploadFetch(Xhr)('/graphql', { method: 'POST', body: new FormData(), onUploadProgress: () => undefined } as RequestInit);
    RecordingXhr.last.onerror?.();
    await expect(failed).rejects.toThrow('Failed to fetch');
    const controller = new AbortController();
    const aborted = createUploadFetch(Xhr)('/graphql', { method: 'POST', body: new FormData(), signal: controller.signal, onUploadProgress: () => undefined } as RequestInit);
    controller.abort();
    await expect(aborted).rejects.toThrow('The upload was aborted.');
  });

  it('leaves other requests to fetch', async () => {
    const plainFetch = jest.fn().mockResolvedValue(new Response('{}'));
    await createUploadFetch(Xhr, plainFetch)('/graphql', { method: 'POST', body: '{"query":"{ x }"}' });
    expect(plainFetch).toHaveBeenCalledWith('/graphql', { method: 'POST', body: '{"query":"{ x }"}' });
  });
});
