import { describe, expect, it } from 'vitest';
import { trackingPage } from './tracking-pages';

describe('a tracking page', () => {
  it("opens the carrier's own page for the number, whatever the name's case or spaces", () => {
    expect(trackingPage(' UPS ', '1Z999AA10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(trackingPage('FedEx', '123 456')).toBe('https://www.fedex.com/fedextrack/?trknbr=123%20456');
    expect(trackingPage('Royal Mail', 'AB123456789GB')).toContain('royalmail.com');
  });

  it('is none for a carrier the shop does not know', () => {
    expect(trackingPage('Bob’s Vans', '42')).toBeNull();
  });
});
