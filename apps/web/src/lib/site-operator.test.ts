import { afterEach, describe, expect, it } from 'vitest';
import { SITE_OPERATOR_ELEMENT_ID } from '@duet/contracts/plain';
import { NO_OPERATOR, readSiteOperator } from './site-operator.ts';

function serve(json: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SITE_OPERATOR_ELEMENT_ID;
  block.textContent = json;
  document.head.append(block);
}

afterEach(() => document.getElementById(SITE_OPERATOR_ELEMENT_ID)?.remove());

describe('readSiteOperator', () => {
  it('reads the operator the server wrote into the page', () => {
    serve('{"name":"Duet LLC \\u003c/script>","contacts":["mailto:privacy@duet.example"]}');
    expect(readSiteOperator(document)).toEqual({
      name: 'Duet LLC </script>',
      contacts: ['mailto:privacy@duet.example'],
    });
  });

  it('names nobody without the block, or with one it cannot read', () => {
    expect(readSiteOperator(document)).toEqual(NO_OPERATOR);
    serve('{not json');
    expect(readSiteOperator(document)).toEqual(NO_OPERATOR);
    document.getElementById(SITE_OPERATOR_ELEMENT_ID)?.remove();
    serve('{"name":7,"contacts":"mailto:x@y.z"}');
    expect(readSiteOperator(document)).toEqual(NO_OPERATOR);
  });
});
