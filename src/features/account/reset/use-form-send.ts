import { useState } from 'react';
import { reportMissingField } from '../shared/report-missing-field';

/**
 * One request of a password reset form at a time: an empty field is pointed out and the spec's
 * `problem` shown (requirements §5) before anything is sent; a refusal is put in words by `describe`.
 */
export function useFormSend(describe: (failure: unknown) => string) {
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(form: HTMLFormElement, problem: string | null, request: () => Promise<void>) {
    if (working || reportMissingField(form)) return;
    setError(problem);
    if (problem) return;
    setWorking(true);
    try {
      await request();
    } catch (failure) {
      setError(describe(failure));
    } finally {
      setWorking(false);
    }
  }

  return { working, error, send };
}
