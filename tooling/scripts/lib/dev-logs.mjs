// The servers write one JSON object a line (pino), for a production log pipeline. `npm start` is for a person at a
// terminal: each line becomes one short, readable line (pino-pretty), a request as `GET /path 200 3 ms`, and the
// framework's "incoming request" twin of every completed request is dropped. Lines that are not JSON pass unchanged.
import { prettyFactory } from 'pino-pretty';

/** @param {Record<string, any>} entry */
function requestLine(entry) {
  const { req, res, responseTime } = entry;
  if (!req || !res) return entry.msg ?? '';
  const time = typeof responseTime === 'number' ? ` ${Math.round(responseTime)} ms` : '';
  return `${req.method} ${req.url} ${res.statusCode}${time}`;
}

/**
 * Returns a function turning one log line into the text to print (with its newline), or null for a line not worth
 * printing. `colour` adds ANSI colours to the level.
 * @param {{ colour?: boolean }} [options]
 */
export function devLogFormatter({ colour = false } = {}) {
  const pretty = prettyFactory({
    colorize: colour,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: (entry) => requestLine(entry),
  });
  return (/** @type {string} */ line) => {
    if (!line.startsWith('{')) return `${line}\n`;
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      return `${line}\n`;
    }
    if (entry.msg === 'incoming request') return null;
    return pretty(entry);
  };
}
