/** Path segments that follow these are credentials (game tickets, payment references). */
const secretAfter = new Set(['play', 'pay']);
/** A long opaque segment (a token, a ticket, a signature) is never logged, wherever it appears. */
const opaque = /^[A-Za-z0-9._~%+=-]{24,}$/;

/**
 * A request URL as it may be written to the access log: query values and credential-like path segments
 * replaced by `~`, parameter names kept (`/wps/play/~/spin`, `/wps/games?pageNo=~&pageSize=~`).
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const segments = path.split('/');
  const redactedPath = segments
    .map((segment, index) => ((index > 0 && secretAfter.has(segments[index - 1] ?? '') && segments[1] === 'wps') || opaque.test(segment) ? '~' : segment))
    .join('/');
  if (queryAt === -1) return redactedPath;
  const names = url
    .slice(queryAt + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0] ?? ''}=~`);
  return `${redactedPath}?${names.join('&')}`;
}
