/**
 * Just enough of the Chrome DevTools Protocol to prepare a page before Lighthouse audits it:
 * open the origin, write local storage, leave. Lighthouse opens its own tab afterwards; the
 * storage stays (its storage reset clears caches and service workers, not local storage).
 */
import { once } from 'node:events';
import WebSocket from 'ws';

interface Target {
  type: string;
  webSocketDebuggerUrl: string;
}

interface Answer {
  id?: number;
  method?: string;
  result?: unknown;
  error?: { message: string };
}

/** Opens `origin + path` in the browser's first tab, sets `items` in its local storage. */
export async function setLocalStorage(
  debuggingPort: number,
  url: string,
  items: Record<string, string>,
): Promise<void> {
  const targets = (await (
    await fetch(`http://127.0.0.1:${debuggingPort}/json/list`)
  ).json()) as Target[];
  const page = targets.find((target) => target.type === 'page');
  if (!page) throw new Error('no page target in the browser');
  const socket = new WebSocket(page.webSocketDebuggerUrl);
  await once(socket, 'open');

  let lastId = 0;
  const waiting = new Map<number, (answer: Answer) => void>();
  const events = new Map<string, () => void>();
  socket.on('message', (data: WebSocket.RawData) => {
    const answer = JSON.parse(String(data)) as Answer;
    if (answer.id !== undefined) waiting.get(answer.id)?.(answer);
    else if (answer.method) events.get(answer.method)?.();
  });
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve, reject) => {
      lastId += 1;
      waiting.set(lastId, (answer) =>
        answer.error
          ? reject(new Error(`${method}: ${answer.error.message}`))
          : resolve(answer.result),
      );
      socket.send(JSON.stringify({ id: lastId, method, params }));
    });
  const navigate = async (to: string) => {
    const loaded = new Promise<void>((resolve) => events.set('Page.loadEventFired', resolve));
    await send('Page.navigate', { url: to });
    await loaded;
  };

  try {
    await send('Page.enable');
    await navigate(url);
    const script = Object.entries(items)
      .map(
        ([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`,
      )
      .join('');
    await send('Runtime.evaluate', { expression: script });
    await navigate('about:blank');
  } finally {
    socket.close();
  }
}
