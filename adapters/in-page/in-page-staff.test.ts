// @vitest-environment node
import { staffContract } from '../../test-doubles/contracts/staff-contract';
import { createInPageStaff } from './in-page-staff';

staffContract('in the page', async () => {
  let offset = 0;
  let accounts = 0;
  const sessions: string[] = [];
  const staff = createInPageStaff({
    now: () => new Date(Date.now() + offset),
    endSessionsOf: (userId) => sessions.splice(0, sessions.length, ...sessions.filter((holder) => holder !== userId)),
  });
  return {
    staff,
    another: () => staff,
    newAccount: async (email) => ({ id: `user-${(accounts += 1)}`, email }),
    signIn: async (userId) => void sessions.push(userId),
    sessionsOf: async (userId) => sessions.filter((holder) => holder === userId).length,
    kept: async () => staff.kept(),
    advance: (ms) => void (offset += ms),
    close: async () => undefined,
  };
});
