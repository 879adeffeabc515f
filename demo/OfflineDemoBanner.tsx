import * as styles from './offline-demo-banner.css';

/** Says at the top of every page that this is the offline demo, that its back office keeps nothing, and how to pay in it. */
export function OfflineDemoBanner() {
  return (
    <section className={styles.banner} aria-label="Demo">
      <p className={styles.text}>
        <strong>Demo shop:</strong> nothing is sent anywhere, and nothing the back office changes is kept past a reload; pay with
        the test card <span className={styles.card}>4242 4242 4242 4242</span>
      </p>
    </section>
  );
}
