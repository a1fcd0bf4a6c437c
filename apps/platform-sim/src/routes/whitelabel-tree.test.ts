import { describe, expect, it } from 'vitest';
import { whitelabelTree } from './whitelabel-tree';

describe('the white-label tree', () => {
  it("nests each flag under its parent, '1' on and '0' off", () => {
    expect(whitelabelTree({ GEETEST3: true, GEETESTTEST3: false, GEETESTVCODE3: true, chat: true })).toEqual([
      {
        modId: 'GEETEST3',
        enabled: '1',
        childrenNodes: [
          { modId: 'GEETESTTEST3', enabled: '0', childrenNodes: [{ modId: 'GEETESTVCODE3', enabled: '1', childrenNodes: [] }] },
        ],
      },
      { modId: 'chat', enabled: '1', childrenNodes: [] },
    ]);
  });

  it('makes a flag a root when its parent is missing', () => {
    expect(whitelabelTree({ MOBILENUMREG3: false })).toEqual([{ modId: 'MOBILENUMREG3', enabled: '0', childrenNodes: [] }]);
  });
});
