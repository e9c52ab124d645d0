/**
 * POSTs to the API with upload progress (fetch has none): resolves with the JSON reply of a 2xx, rejects with
 * SPEC §8's words for 401/403, else the API's message, else `failed`.
 */
export function sendWithProgress(
  url: string,
  body: FormData | string,
  opts: { token: string | null; json?: boolean; onProgress: (fraction: number) => void; failed: string },
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    if (opts.json) xhr.setRequestHeader('content-type', 'application/json');
    if (opts.token) xhr.setRequestHeader('authorization', `Bearer ${opts.token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const reply = xhr.response as { message?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300 && reply) resolve(reply);
      else if (xhr.status === 401 || xhr.status === 403)
        reject(new Error('User does not have permissions to access this resource'));
      else reject(new Error(reply?.message ?? `${opts.failed} (${xhr.status}).`));
    };
    xhr.onerror = () => reject(new Error(`${opts.failed}: check the internet connection and try again.`));
    xhr.send(body);
  });
}
