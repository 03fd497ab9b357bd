/**
 * Sends a form with files to one of the server's upload routes by
 * XMLHttpRequest, the one browser API that reports how much of a request has
 * been sent, so each upload screen can show its progress. The page's own
 * cookie and same-origin headers go with it. Answers the route's status and
 * JSON, or undefined when the connection failed.
 */
export function postUpload(
  url: string,
  body: FormData,
  onProgress: (sent: number) => void,
): Promise<{ status: number; answer: unknown } | undefined> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.responseType = 'json';
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, answer: request.response as unknown });
    request.onerror = () => resolve(undefined);
    request.send(body);
  });
}
