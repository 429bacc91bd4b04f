/** `fetch` options, plus the upload progress callback that {@link createUploadFetch} reads. */
export interface UploadFetchOptions extends RequestInit {
  /** Called as a multipart body is sent, with the fraction sent so far (0 to 1). */
  onUploadProgress?: (fraction: number) => void;
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * The `fetch` of the upload link: a request whose body is FormData (a file upload) and whose options
 * carry `onUploadProgress` (passed as the operation's `context.fetchOptions`) goes through
 * XMLHttpRequest, because only it reports upload progress; its answer is turned into a `Response`.
 * Everything else goes to `plainFetch`. An abort signal aborts the upload.
 */
export function createUploadFetch(Xhr: typeof XMLHttpRequest = XMLHttpRequest, plainFetch: typeof fetch = (...args) => fetch(...args)): typeof fetch {
  return (input, init) => {
    const { onUploadProgress, ...options } = (init ?? {}) as UploadFetchOptions;
    if (!onUploadProgress || !(options.body instanceof FormData)) return plainFetch(input, options);
    const body = options.body;
    return new Promise<Response>((resolve, reject) => {
      const xhr = new Xhr();
      xhr.open(options.method ?? 'POST', typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      new Headers(options.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        const nullBody = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        resolve(new Response(nullBody ? null : xhr.responseText, { status: xhr.status, statusText: xhr.statusText, headers: parseHeaders(xhr.getAllResponseHeaders()) }));
      };
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
      options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}
