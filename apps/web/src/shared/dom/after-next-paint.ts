/**
 * Runs `callback` just after the browser has painted what was rendered so far: the next frame
 * paints it, a timer set in that frame runs after the paint. Returns a function that cancels.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
