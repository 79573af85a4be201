export type ThrowawayPostgres = { name: string; url: string; drop(): Promise<void> };

export function createThrowawayPostgres(
  adminUrl: string,
  prefix: string,
  options?: { template?: string },
): Promise<ThrowawayPostgres>;

export function freePort(): Promise<number>;
