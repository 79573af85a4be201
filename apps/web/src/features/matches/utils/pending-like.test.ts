import { afterEach, describe, expect, it } from 'vitest';
import { forgetPendingLike, savePendingLike, takePendingLike } from './pending-like.ts';

afterEach(() => sessionStorage.clear());

describe('a pending like', () => {
  it('is taken once', () => {
    savePendingLike({ id: 7, title: 'Picnic' });
    expect(takePendingLike()).toEqual({ id: 7, title: 'Picnic' });
    expect(takePendingLike()).toBeNull();
  });

  it('is gone once forgotten, and the last one saved wins', () => {
    savePendingLike({ id: 7, title: 'Picnic' });
    forgetPendingLike();
    expect(takePendingLike()).toBeNull();
    savePendingLike({ id: 7, title: 'Picnic' });
    savePendingLike({ id: 9, title: 'Sauna' });
    expect(takePendingLike()).toEqual({ id: 9, title: 'Sauna' });
  });

  it('ignores a damaged or forged value', () => {
    for (const raw of [
      '{',
      '{"id":"7","title":"x"}',
      '{"id":-1,"title":"x"}',
      '{"id":1.5,"title":"x"}',
      'null',
    ]) {
      sessionStorage.setItem('duet.pending-like', raw);
      expect(takePendingLike()).toBeNull();
      expect(sessionStorage.getItem('duet.pending-like')).toBeNull();
    }
  });
});
