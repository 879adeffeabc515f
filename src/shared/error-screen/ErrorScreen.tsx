import * as css from './error-screen.css';

interface ErrorScreenProps {
  status?: number;
  statusText?: string;
  message?: string;
}

/** The default error screen of requirements §2: a status and text, or the error's message. Never a stack. */
export function ErrorScreen({ status, statusText, message }: ErrorScreenProps) {
  return (
    <section className={css.screen} aria-labelledby="error-title">
      <h1 id="error-title">Unexpected Application Error!</h1>
      {status !== undefined ? (
        <p className={css.status}>
          {status} {statusText}
        </p>
      ) : (
        <p className={css.detail}>{message || 'Something went wrong.'}</p>
      )}
      <a href="/">Back to the home page</a>
    </section>
  );
}
