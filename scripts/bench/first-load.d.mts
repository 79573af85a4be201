export type FirstLoadFile = { path: string; gzipBytes: number };
export type FirstLoad = { status: number; shown: string; files: FirstLoadFile[]; gzipBytes: number };
export type FirstLoadRow = { path: string; visits: FirstLoad[] };

export const FIRST_LOAD_BUDGET_KB: number;
export const FIRST_LOAD_LIMIT_KB: number;
export const VISITORS: { name: string; cookie: string }[];
export const FIRST_LOAD_HEADING: string;

export function publicPagePaths(origin: string): Promise<string[]>;
export function referencedScripts(html: string): string[];
export function staticImports(code: string): string[];
export function firstLoadOf(
  origin: string,
  path: string,
  cookie: string,
  sizes?: Map<string, unknown>,
): Promise<FirstLoad>;
export function measureFirstLoads(origin: string): Promise<FirstLoadRow[]>;
export function isWithinBudget(bytes: number): boolean;
export function heaviest(rows: FirstLoadRow[]): FirstLoad & { path: string; visitor: string };
export function firstLoadSection(
  rows: FirstLoadRow[],
  options?: { before?: FirstLoadRow[]; intro?: string[] },
): string[];
export function replaceFirstLoadSection(document: string, section: string[]): string;
