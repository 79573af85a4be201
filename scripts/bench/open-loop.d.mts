export type DueRequest = { method?: string; path: string; headers?: Record<string, string> };

export type LatencyAtRate = {
  requests: number;
  failures: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
};

export function latencyAtRate(options: {
  origin: string;
  rate: number;
  seconds: number;
  request: (i: number) => DueRequest;
  connections?: number;
  warmUpSeconds?: number;
}): Promise<LatencyAtRate>;
