/**
 * Sign-in and an authenticated `GET /api/users/profil/` on the real app, measured in the same
 * run as a bare Fastify JSON route (the machine's limit), with the server's event-loop delay.
 * Usage: `npm run bench` (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_MEMBERS, BENCH_DATABASE_URL).
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

const figures: Figure[] = [];
figures.push(await measure('bare Fastify GET /bare', bare, { path: '/bare' }));
figures.push(
  await measure('GET /api/users/profil/ (signed in)', app, {
    path: '/api/users/profil/',
    headers: { authorization: `Bearer ${access}` },
  }),
);
let next = 0;
figures.push(
  await measure('POST /api/auth/sign-in/ (argon2id)', app, {
    path: '/api/auth/sign-in/',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          next = (next + 1) % emails.length;
          return {
            ...request,
            body: JSON.stringify({ email: emails[next], password: BENCH_PASSWORD }),
          };
        },
      },
    ],
  }),
);

const [bareFigure, profil, signInFigure] = figures;
if (bareFigure && profil && signInFigure) {
  console.log(
    `\nprofil / bare: ${ratio(profil, bareFigure)}   sign-in / bare: ${ratio(signInFigure, bareFigure)}`,
  );
  console.log(
    `One node takes about ${signInFigure.requestsPerSecond.toFixed(0)} sign-ins per second; ` +
      `the default limits allow 30 attempts per 5 minutes per address (0.1 per second) and ` +
      `10 failures per 15 minutes per account.`,
  );
}

bare.process.send('stop');
app.process.send('stop');
