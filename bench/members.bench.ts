/**
 * Member search and the friend list (`?search=` and `?query=friend`) on the real app, against
 * the bare Fastify route in the same run. The figures of record are 10,000 members and 50,000
 * friendships on PostgreSQL: `BENCH_MEMBERS=10000
 * BENCH_DATABASE_URL=postgres://…/koinonia_bench npm run bench:members` (5 friendships are
 * created per member).
 */
import { measure, printMachine, ratio, start, type Figure } from './harness.ts';
import { BENCH_PASSWORD } from './seed.ts';

printMachine();

const bare = await start('./bare-server.ts');
const app = await start('./server-under-test.ts');
const emails = app.info.emails as string[];
console.log(`Koinonia on ${String(app.info.database)} with ${emails.length} members\n`);

const signIn = await fetch(`http://127.0.0.1:${app.port}/api/auth/sign-in/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: emails[0], password: BENCH_PASSWORD }),
});
const { access } = (await signIn.json()) as { access: string };
const headers = { authorization: `Bearer ${access}` };

// Typed without accents, partly, with one typo: what members really type.
const searches = ['helene', 'lefevre', 'marie dup', 'theres', 'gregoir', 'chevalie', 'noemi'];
let next = 0;

const figures: Figure[] = [];
figures.push(await measure('bare Fastify GET /bare', bare, { path: '/bare' }));
figures.push(
  await measure('GET /api/users/?search= (20 a page)', app, {
    path: '/api/users/?search=helene',
    headers,
    requests: [
      {
        setupRequest: (request) => {
          next = (next + 1) % searches.length;
          const text = encodeURIComponent(searches[next] ?? 'marie');
          return { ...request, path: `/api/users/?search=${text}` };
        },
      },
    ],
  }),
);
figures.push(
  await measure('GET /api/users/?query=friend', app, {
    path: '/api/users/?query=friend',
    headers,
  }),
);

const [bareFigure, search, friends] = figures;
if (bareFigure && search && friends) {
  console.log(
    `\nsearch / bare: ${ratio(search, bareFigure)}   friend list / bare: ${ratio(friends, bareFigure)}`,
  );
}

bare.process.send('stop');
app.process.send('stop');
