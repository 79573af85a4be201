export type ThrowawayPostgres = { url: string; drop(): Promise<void> };

export function createThrowawayPostgres(adminUrl: string, prefix: string): Promise<ThrowawayPostgres>;

export function freePort(): Promise<number>;
