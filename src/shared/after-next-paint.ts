/**
 * Runs `work` in a task of its own once the next frame has been painted: whatever it makes the
 * browser restyle or lay out then no longer delays the frame that answers a press. Returns a
 * function that cancels it if it has not run yet.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
