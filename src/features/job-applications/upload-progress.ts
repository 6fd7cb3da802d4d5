/**
 * A `fetch` for a server-function call (TanStack Start's `fetch` call option) that reports how
 * much of the request body has gone up: `fetch` itself cannot tell, `XMLHttpRequest` can. The
 * request is the one Start made (same address, headers and body); the answer is handed back as a
 * `Response` for Start to read as usual.
 */
export function fetchReportingUpload(onProgress: (fraction: number) => void): typeof fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const request = new XMLHttpRequest()
      request.open(init?.method ?? 'GET', input instanceof Request ? input.url : String(input))
      new Headers(init?.headers).forEach((value, name) => request.setRequestHeader(name, value))
      request.responseType = 'blob'
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
      }
      request.onload = () => {
        const headers = new Headers()
        for (const line of request.getAllResponseHeaders().trim().split(/\r?\n/)) {
          const colon = line.indexOf(':')
          if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim())
        }
        resolve(new Response(request.response as Blob, { status: request.status, statusText: request.statusText, headers }))
      }
      request.onerror = () => reject(new TypeError('Network request failed'))
      request.ontimeout = () => reject(new TypeError('Network request timed out'))
      request.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'))
      init?.signal?.addEventListener('abort', () => request.abort(), { once: true })
      request.send((init?.body ?? null) as XMLHttpRequestBodyInit | null)
    })
}
