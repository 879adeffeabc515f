import { ErrorScreen } from '../shared/error-screen/ErrorScreen';

export function StartupError({ error }: { error: unknown }) {
  return (
    <main>
      <ErrorScreen message={error instanceof Error ? error.message : String(error)} />
    </main>
  );
}
