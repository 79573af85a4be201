// One HTTP request exactly as given: fetch would normalise `..` and `%2e%2e` out of a path.
import { Agent, request } from 'node:http';

const agent = new Agent({ keepAlive: true, maxSockets: 64 });
const TIMEOUT_MS = 15_000;

/**
 * Sends `{method, path, headers, body}` to `port` on loopback. Answers `{status, body, requestId}`
 * with the body's first `keptChars` characters, or `{error}` when the connection failed. An event
 * stream is cut as soon as its status is known.
 */
export function send(port, { method, path, headers = {}, body }, { keptChars = 300 } = {}) {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    let outgoing;
    try {
      outgoing = request(
        { host: '127.0.0.1', port, method, path, headers, agent, timeout: TIMEOUT_MS },
        (response) => {
          const status = response.statusCode;
          const requestId = response.headers['x-request-id'];
          if (String(response.headers['content-type']).startsWith('text/event-stream')) {
            response.destroy();
            return settle({ status, body: '(event stream)', requestId });
          }
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            if (text.length < keptChars) text += chunk;
          });
          response.on('end', () => settle({ status, body: text.slice(0, keptChars), requestId }));
          response.on('error', (error) => settle({ status, body: text, requestId, error: error.code }));
        },
      );
    } catch (error) {
      // Node refuses to send some requests at all (a header with a control character).
      return settle({ skipped: error.code ?? error.message });
    }
    outgoing.on('timeout', () => {
      outgoing.destroy();
      settle({ error: 'TIMEOUT' });
    });
    outgoing.on('error', (error) => settle({ error: error.code ?? error.message }));
    outgoing.end(body);
  });
}

export const closeConnections = () => agent.destroy();
