/**
 * Resolves in a new task of the browser's event loop (a timer), not in this one: what follows
 * an `await nextTask()` runs after the browser has had the main thread back (a paint, a tap).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
