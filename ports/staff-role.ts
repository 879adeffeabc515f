/**
 * Who may do what in the back office (/sell). Two roles: an owner does everything, staff everything
 * but managing staff and giving money back. The server checks a right on every back-office request; the pages only hide
 * what the role may not do.
 */
export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** what a back-office request needs: `refunds` gives money back (ADR-051), an owner's alone */
export type StaffRight = 'catalogue' | 'stock' | 'orders' | 'refunds' | 'activity' | 'staff';

const RIGHTS: Record<StaffRole, readonly StaffRight[]> = {
  owner: ['catalogue', 'stock', 'orders', 'refunds', 'activity', 'staff'],
  staff: ['catalogue', 'stock', 'orders', 'activity'],
};

export const mayDo = (role: StaffRole, right: StaffRight): boolean => RIGHTS[role].includes(right);

/** Nobody grants a role above their own: a role's rank is how many roles sit below it. */
export const mayGrant = (granter: StaffRole, role: StaffRole): boolean =>
  STAFF_ROLES.indexOf(granter) <= STAFF_ROLES.indexOf(role);

/** A user of the shop's staff, as a signed-in back-office request carries them. */
export interface StaffUser {
  id: string;
  email: string;
  role: StaffRole;
}
