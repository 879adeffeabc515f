// Requirements §5: e-mail first, then password.

const minimumPasswordLength = 6;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with an entered e-mail address, in the spec's words; null when it may be sent. */
export const emailProblem = (email: string): string | null =>
  emailPattern.test(email) ? null : 'Please enter a valid email address';

/** What is wrong with a password being chosen, in the spec's words; null when it may be sent. */
export const passwordProblem = (password: string): string | null =>
  password.length < minimumPasswordLength ? 'Password must be at least 6 characters long' : null;

/** The first problem with the entered credentials, or null when they may be sent. */
export function validateCredentials(email: string, password: string): string | null {
  return emailProblem(email) ?? passwordProblem(password);
}
