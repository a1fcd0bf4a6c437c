import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { groupVendors } from './group-vendors';
import type { Lane } from '../server-data/game-lanes';
import { FOLLOWERS } from './ordinal';

const card = (code: string, displayName = code) => ({ accountTypeName: code, displayName });

describe('groupVendors (spec 001 §3, §5, §9)', () => {
  it('gives categories ordinals from 100 in steps of 100, in the order the lanes come', () => {
    const { ordinal, sorting } = groupVendors([
      { title: 'LIVE', cards: [card('EVO')] },
      { title: 'FISH', cards: [card('JDB')] },
      { title: 'SPORTS', cards: [card('SABA')] },
    ]);
    expect(ordinal).toEqual({ LIVE: 100, FISH: 200, SPORTS: 300 });
    expect(sorting.map((category) => category.title)).toEqual(['LIVE', 'FISH', 'SPORTS']);
  });

  it('puts ELOTTO right behind ELOTT and SEA_LOTT five places on, wherever their lanes come', () => {
    const { ordinal, sorting } = groupVendors([
      { title: 'SEA_LOTT', cards: [card('TCG_SEA')] },
      { title: 'ELOTT', cards: [card('GW')] },
      { title: 'ELOTTO', cards: [card('VR')] },
      { title: 'LIVE', cards: [card('EVO')] },
    ]);
    expect(ordinal).toEqual({ ELOTT: 100, ELOTTO: 101, SEA_LOTT: 105, LIVE: 200 });
    expect(sorting.map((category) => category.title)).toEqual(['ELOTT', 'ELOTTO', 'SEA_LOTT', 'LIVE']);
  });

  it('puts VIETNAM_LOTTO right behind LOTT', () => {
    const { ordinal } = groupVendors([
      { title: 'VIETNAM_LOTTO', cards: [card('TCG_LOTTO_VN')] },
      { title: 'RNG', cards: [card('PG')] },
      { title: 'LOTT', cards: [card('TCG_LOTTO')] },
    ]);
    expect(ordinal).toEqual({ RNG: 100, LOTT: 200, VIETNAM_LOTTO: 201 });
  });

  it('gives a follower without its leader an ordinary step', () => {
    expect(groupVendors([{ title: 'LIVE' }, { title: 'SEA_LOTT' }]).ordinal).toEqual({ LIVE: 100, SEA_LOTT: 200 });
  });

  it('upper-cases vendor names, whichever field carries them', () => {
    const { vendorSorting, display } = groupVendors([
      { title: 'live', cards: [{ vassalage: 'evo', displayName: 'Evolution' }, card('sexy', 'AE Sexy')] },
    ]);
    expect(vendorSorting).toEqual(['EVO', 'SEXY']);
    expect(display).toEqual({ EVO: 'Evolution', SEXY: 'AE Sexy' });
  });

  it('treats RNG and PVP vendors as TCG', () => {
    const { mapping } = groupVendors([{ title: 'RNG', cards: [card('RNG', 'TCG Slots'), card('pvp', 'TCG Cards'), card('PG')] }]);
    expect(mapping.RNG?.vendors).toEqual(['TCG', 'PG']);
  });

  it('maps TLB to 123BET where its lane lists BTI or TCG-prefixed entries, and only there', () => {
    const lanes: Lane[] = [
      { title: 'SPORTS', cards: [card('TLB')], gameClassify: [{ key: 'S', vendors: ['BTI'] }] },
      { title: 'ESPORTS', cards: [card('TLB')], gameClassify: [{ key: 'E', vendors: ['tcg_esport'] }] },
      { title: 'FISH', cards: [card('TLB')], gameClassify: [{ key: 'F', vendors: ['JDB'] }] },
    ];
    const { mapping } = groupVendors(lanes);
    expect(mapping.SPORTS?.vendors).toEqual(['123BET']);
    expect(mapping.ESPORTS?.vendors).toEqual(['123BET']);
    expect(mapping.FISH?.vendors).toEqual(['TLB']);
  });

  it('gives each classification a vendors map of normalised vendors to display names', () => {
    const { mapping } = groupVendors([
      { title: 'RNG', cards: [card('PG', 'PG Soft')], gameClassify: [{ key: 'SLOT', gameCount: 12, vendors: ['pg', 'RNG'] }] },
    ]);
    expect(mapping.RNG?.gameClassify[0]?.vendorsMap).toEqual({ PG: 'PG Soft', TCG: 'TCG' });
  });

  it('counts games per category, from the lane or its classifications', () => {
    const { mapping } = groupVendors([
      { title: 'LIVE', gameCount: 40, cards: [card('EVO')] },
      { title: 'RNG', cards: [card('PG')], gameClassify: [{ gameCount: 3 }, { gameCount: 4 }] },
    ]);
    expect(mapping.LIVE?.gameCount).toBe(40);
    expect(mapping.RNG?.gameCount).toBe(7);
  });

  it('merges lanes of one category and keeps each vendor once', () => {
    const { sorting } = groupVendors([
      { title: 'LIVE', cards: [card('EVO'), card('evo')], gameCount: 2 },
      { title: 'Live', cards: [card('SEXY')], gameCount: 3 },
    ]);
    expect(sorting).toHaveLength(1);
    expect(sorting[0]).toMatchObject({ vendors: ['EVO', 'SEXY'], vendorNames: ['EVO', 'SEXY'], gameCount: 5 });
  });

  it('drops cards without a vendor code: nothing could launch them', () => {
    expect(groupVendors([{ title: 'LIVE', cards: [{ displayName: 'Nobody' }] }]).vendorSorting).toEqual([]);
  });
});

const CATEGORIES = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'ELOTT', 'LOTT', 'ESPORTS', ...Object.keys(FOLLOWERS)];
const VENDORS = ['rng', 'PVP', 'TLB', 'BTI', 'TCG_SEA', 'TCG_LOTTO_VN', 'evo', 'PG', 'JDB', 'SABA', 'GW'];
const laneArbitrary: fc.Arbitrary<Lane> = fc.record({
  title: fc.constantFrom(...CATEGORIES),
  cards: fc.array(fc.record({ accountTypeName: fc.constantFrom(...VENDORS), displayName: fc.string({ maxLength: 8 }) }), { maxLength: 6 }),
  gameClassify: fc.array(fc.record({ vendors: fc.array(fc.constantFrom(...VENDORS), { maxLength: 4 }) }), { maxLength: 3 }),
  gameCount: fc.nat(500),
});

/** How often the property test runs; the closing note reports it. */
const PROPERTY_RUNS = 500;

describe('groupVendors over random lanes', () => {
  it('loses no vendor, duplicates none, orders ordinals strictly and is stable', () => {
    fc.assert(
      fc.property(fc.array(laneArbitrary, { maxLength: 12 }), (lanes) => {
        const grouping = groupVendors(lanes);
        const again = groupVendors(structuredClone(lanes));
        expect(again).toEqual(grouping);

        const everyVendor = new Set(grouping.sorting.flatMap((category) => category.vendors));
        expect(grouping.vendorSorting).toHaveLength(everyVendor.size);
        expect(new Set(grouping.vendorSorting)).toEqual(everyVendor);
        for (const category of grouping.sorting) expect(new Set(category.vendors).size).toBe(category.vendors.length);
        // Every card with a code shows up as a vendor of its category.
        for (const lane of lanes) {
          const category = grouping.mapping[lane.title];
          expect(category?.tiles.length ?? 0).toBeGreaterThanOrEqual(lane.cards?.length ? 1 : 0);
          expect(category?.vendors.length).toBe(category?.vendorNames.length);
        }

        const ordinals = grouping.sorting.map((category) => category.ordinal);
        for (let index = 1; index < ordinals.length; index += 1) expect(ordinals[index]).toBeGreaterThan(ordinals[index - 1] as number);
        expect(grouping.sorting.map((category) => category.title).sort()).toEqual(Object.keys(grouping.ordinal).sort());
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });
});
