// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { offlineDemoSelected } from './offline-demo-switch';

describe('the variable that selects the offline demo (ADR-012)', () => {
  it('selects the shop with its server when unset, empty or 0', () => {
    expect(offlineDemoSelected({})).toBe(false);
    expect(offlineDemoSelected({ OFFLINE_DEMO: '' })).toBe(false);
    expect(offlineDemoSelected({ OFFLINE_DEMO: '0' })).toBe(false);
    expect(offlineDemoSelected({ OFFLINE_DEMO: 'false' })).toBe(false);
  });

  it('selects the offline demo with 1 or true, whatever the case and spaces', () => {
    expect(offlineDemoSelected({ OFFLINE_DEMO: '1' })).toBe(true);
    expect(offlineDemoSelected({ OFFLINE_DEMO: ' TRUE ' })).toBe(true);
  });

  it('refuses any other value with a message naming the variable and what it takes', () => {
    expect(() => offlineDemoSelected({ OFFLINE_DEMO: 'yes please' })).toThrow(
      'OFFLINE_DEMO must be 1 (the offline demo) or 0 (the shop with its server), not "yes please".',
    );
  });
});
