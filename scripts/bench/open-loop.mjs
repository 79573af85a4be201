// Latency at a steady arrival rate (open loop, as wrk2 measures it): request i is due at
// start + i / rate whether or not earlier answers have come back, and its latency runs from when it
// was due, so time spent queued behind a slow answer counts. autocannon's `overallRate` cannot do
// this: each connection sends its share of a second back to back at the top of the second and then
// waits, so the server sees bursts at full speed, and its coordinated-omission correction takes the
// expected interval as 1 ms whatever the rate.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * Sends `rate` requests a second for `seconds` to `origin` (`request(i)` gives the i-th request's
 * method, path and headers) over at most `connections` keep-alive connections, after a warm-up of
 * `warmUpSeconds` at the same rate; resolves with the latency percentiles of the measured part.
 */
export async function latencyAtRate({ origin, rate, seconds, request, connections = 64, warmUpSeconds = 2 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  try {
    await sendAtRate({ origin, rate, seconds: warmUpSeconds, request, agent });
    const started = performance.now();
    const { latencies, failures } = await sendAtRate({ origin, rate, seconds, request, agent });
    const elapsedSeconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (share) => latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))];
    return {
      requests: latencies.length,
      failures,
      requestsPerSecond: latencies.length / elapsedSeconds,
      p50: at(0.5),
      p99: at(0.99),
      max: latencies.at(-1),
    };
  } finally {
    agent.destroy();
  }
}

/** One run at `rate`: every request's latency from when it was due, and the count of failed ones. */
function sendAtRate({ origin, rate, seconds, request, agent }) {
  const total = Math.round(rate * seconds);
  const latencies = [];
  let failures = 0;
  let sent = 0;
  let settled = 0;
  const start = performance.now();
  return new Promise((resolve) => {
    if (total === 0) return resolve({ latencies, failures });
    const settle = (due, ok) => {
      if (ok) latencies.push(performance.now() - due);
      else failures++;
      if (++settled === total) resolve({ latencies, failures });
    };
    const sendDue = () => {
      const dueNow = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
      for (; sent < dueNow; sent++) send(start + (sent * 1000) / rate, request(sent));
      if (sent < total) setTimeout(sendDue, 1);
    };
    const send = (due, { method = 'GET', path, headers = {} }) => {
      const req = http.request(`${origin}${path}`, { method, headers, agent }, (res) => {
        res.resume();
        res.once('end', () => settle(due, res.statusCode >= 200 && res.statusCode < 300));
      });
      req.once('error', () => settle(due, false));
      req.end();
    };
    sendDue();
  });
}
