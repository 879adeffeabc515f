// @vitest-environment node
import { staffContract } from './contracts/staff-contract';
import { createMemoryStaff } from './memory-staff';

staffContract('in-memory double', async () => {
  let offset = 0;
  let accounts = 0;
  const sessions: string[] = [];
  const staff = createMemoryStaff({
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
