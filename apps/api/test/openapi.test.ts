import { expect, it } from 'vitest';
import { build } from './helper.ts';

// The API table is a contract with existing clients: every path, method, parameter, body and answer
// the schemas describe is pinned here. A change to it shows up as a diff of this file (rewrite it with
// `npx vitest run --project api -u` after checking the change is meant), and an app that cannot even
// be built fails here rather than only in hooks.
it('builds the whole app and publishes exactly the OpenAPI document of the contract', async () => {
  const t = await build();
  try {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    await expect(`${JSON.stringify(response.json(), null, 2)}\n`).toMatchFileSnapshot(
      '__snapshots__/openapi.json',
    );
  } finally {
    await t.close();
  }
});
