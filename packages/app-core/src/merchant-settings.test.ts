import { describe, expect, it } from 'vitest';
import { flattenWhitelabel, indexResources } from './merchant-settings';

describe('the white-label tree becomes the flag map', () => {
  it('takes every node at any depth, on only for "1"', () => {
    const tree = [
      {
        modId: 'REWCEN3',
        enabled: '1',
        childrenNodes: [
          { modId: 'A2HS3', enabled: '0', childrenNodes: [{ modId: 'GEETEST3', enabled: '1', childrenNodes: null }] },
          { modId: 'LOTTMINIGAME3', enabled: '1' },
        ],
      },
      { modId: 'MANDATORYAPPUPDATES3', enabled: '0', childrenNodes: [] },
    ];
    expect(flattenWhitelabel(tree)).toEqual({
      REWCEN3: true,
      A2HS3: false,
      GEETEST3: true,
      LOTTMINIGAME3: true,
      MANDATORYAPPUPDATES3: false,
    });
  });

  it('takes a single root as well as a list, and nothing as no flags', () => {
    expect(flattenWhitelabel({ modId: 'ROOT', enabled: '1', childrenNodes: [{ modId: 'CHAT3', enabled: '0' }] })).toEqual({
      ROOT: true,
      CHAT3: false,
    });
    expect(flattenWhitelabel(undefined)).toEqual({});
    expect(flattenWhitelabel(null)).toEqual({});
  });

  it('skips a node without a module id but keeps its children', () => {
    expect(flattenWhitelabel([{ modId: '', enabled: '1', childrenNodes: [{ modId: 'UPDATEMOBILEICC3', enabled: '1' }] }])).toEqual({
      UPDATEMOBILEICC3: true,
    });
  });
});

describe('the download resources by type', () => {
  it('indexes each resourceType to its url, the first of a type winning', () => {
    expect(
      indexResources([
        { resourceType: 'Android', url: 'https://dl.example/app.apk' },
        { resourceType: 'IOS', url: 'itms-services://x' },
        { resourceType: 'Android', url: 'https://dl.example/old.apk' },
        { resourceType: 'AppDownloadIcon', url: '/icon.png' },
      ]),
    ).toEqual({ Android: 'https://dl.example/app.apk', IOS: 'itms-services://x', AppDownloadIcon: '/icon.png' });
  });

  it('skips entries without a type or an address', () => {
    expect(
      indexResources([
        { resourceType: '', url: '/a' },
        { resourceType: 'MOBILECONFIG', url: '' },
      ]),
    ).toEqual({});
    expect(indexResources(undefined)).toEqual({});
  });
});
