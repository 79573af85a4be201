import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import base from './vitest.config.ts';

/** The projects whose tests exercise the API: its integration tests and the unit tests beside its code. */
const API_PROJECTS = new Set(['api', 'unit']);

const isApiProject = (project: unknown): project is TestProjectInlineConfiguration =>
  typeof project === 'object' &&
  project !== null &&
  API_PROJECTS.has((project as TestProjectInlineConfiguration).test?.name as string);

// Stryker's vitest runner has no project option: it runs this config, the API's projects of vitest.config.ts.
export default defineConfig({ test: { projects: (base.test?.projects ?? []).filter(isApiProject) } });
